import type { Currency } from '@emberhold/contracts';
import { useId, useState } from 'react';
import { MAX_LABEL_FROM, priceLabel, type PriceRange, type PriceSliderConfig } from '../lib/price-slider';
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
 */
export function PriceSlider({ config, value: committed, currency, onChange: commit }: PriceSliderProps) {
  const id = useId();
  // The range reaches the URL a moment after the input event; holding it here keeps the thumb where the visitor put
  // it meanwhile, so fast arrow presses each count instead of snapping back to the URL's value.
  const [value, setValue] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (seen.min !== committed.min || seen.max !== committed.max) {
    setSeen(committed);
    setValue(committed);
  }
  const onChange = (next: PriceRange) => {
    setValue(next);
    commit(next);
  };
  const minLabel = priceLabel(value.min, currency);
  const maxLabel = priceLabel(value.max, currency);
  return (
    <fieldset className={styles.slider} data-currency={currency}>
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
        aria-valuetext={minLabel}
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
        aria-valuetext={maxLabel}
        onChange={(e) => onChange({ min: value.min, max: Math.max(Number(e.target.value), value.min) })}
      />
    </fieldset>
  );
}
