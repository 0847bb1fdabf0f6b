import type { Currency } from '@emberhold/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { MAX_LABEL_FROM, MAX_LABEL_POLL_MS, priceLabel, type PriceRange, type PriceSliderConfig } from '../lib/price-slider';
import styles from './price-slider.module.css';

interface PriceSliderProps {
  config: PriceSliderConfig;
  value: PriceRange;
  currency: Currency;
  onChange: (range: PriceRange) => void;
}

/**
 * Two range inputs (keyboard-accessible by nature: arrows move one step) for the lower and upper price, in the
 * visitor's currency; the upper label reads Max at 149 or more. The default upper value 149 sits off the 10-step grid,
 * so its thumb shows at the ceiling, which also reads Max.
 *
 * Dragging a thumb (mouse or finger) is one change: while it is held the labels follow it on the max-label poll's
 * 50 ms tick, and the range is handed on (and the list asked for) once, when it is let go. The keyboard hands on each
 * step at once. Off until the page is hydrated: on a page the server rendered, a thumb moved before then would filter
 * nothing.
 */
export function PriceSlider({ config, value: committed, currency, onChange: commit }: PriceSliderProps) {
  const id = useId();
  const hydrated = useHydrated();
  // The range reaches the URL a moment after the input event; holding it here keeps the thumb where the visitor put
  // it meanwhile, so fast arrow presses each count instead of snapping back to the URL's value.
  const [value, setValue] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (seen.min !== committed.min || seen.max !== committed.max) {
    setSeen(committed);
    setValue(committed);
  }
  // The thumbs' latest range, read by the poll and the end of a drag.
  const latest = useRef(value);
  latest.current = value;
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const committedRef = useRef(committed);
  committedRef.current = committed;
  const [dragging, setDragging] = useState(false);
  // What the labels show while a thumb is dragged: the range as of the last tick.
  const [polled, setPolled] = useState(value);
  useEffect(() => {
    if (!dragging) return;
    const startedAt = latest.current;
    setPolled(startedAt);
    const poll = setInterval(() => setPolled((shown) => (sameRange(shown, latest.current) ? shown : latest.current)), MAX_LABEL_POLL_MS);
    const end = () => {
      setDragging(false);
      if (!sameRange(latest.current, committedRef.current)) commitRef.current(latest.current);
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      clearInterval(poll);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [dragging]);

  const onChange = (next: PriceRange) => {
    setValue(next);
    latest.current = next;
    if (!dragging) commit(next);
  };
  const onPointerDown = () => setDragging(true);
  const labels = dragging ? polled : value;
  const minLabel = priceLabel(labels.min, currency);
  const maxLabel = priceLabel(labels.max, currency);
  return (
    <fieldset className={styles.slider} data-currency={currency} disabled={!hydrated}>
      <legend>Price</legend>
      <label htmlFor={`${id}-min`}>
        From <output data-testid="price-min">{minLabel}</output>
      </label>
      <input
        id={`${id}-min`}
        type="range"
        min={config.floor}
        max={config.ceil}
        step={config.step}
        value={value.min}
        aria-valuetext={priceLabel(value.min, currency)}
        onPointerDown={onPointerDown}
        onChange={(e) => onChange({ min: Math.min(Number(e.target.value), value.max), max: value.max })}
      />
      <label htmlFor={`${id}-max`}>
        To <output data-testid="price-max">{maxLabel}</output>
      </label>
      <input
        id={`${id}-max`}
        type="range"
        min={config.floor}
        max={config.ceil}
        step={config.step}
        value={value.max >= MAX_LABEL_FROM ? config.ceil : value.max}
        aria-valuetext={priceLabel(value.max, currency)}
        onPointerDown={onPointerDown}
        onChange={(e) => onChange({ min: value.min, max: Math.max(Number(e.target.value), value.min) })}
      />
    </fieldset>
  );
}

const sameRange = (a: PriceRange, b: PriceRange) => a.min === b.min && a.max === b.max;
