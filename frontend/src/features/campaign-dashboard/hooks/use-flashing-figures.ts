import { useEffect, useRef, useState } from 'react';
import { changedFigures, FIGURE_KEYS, FLASH_MS, type FigureKey, type ShownFigures } from '../lib/campaign-figures';

const NONE: ReadonlySet<FigureKey> = new Set();

/**
 * The figures of one campaign that are flashing now: those whose written value changed since the previous poll, for
 * 400 ms (spec sections 4 and 9). `onChange` runs once per poll that changed anything (the card refreshes its chart).
 */
export function useFlashingFigures(figures: ShownFigures, onChange?: () => void): ReadonlySet<FigureKey> {
  const previous = useRef<ShownFigures | undefined>(undefined);
  const [flashing, setFlashing] = useState<ReadonlySet<FigureKey>>(NONE);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  // One string for what is shown, so the effect runs when a figure changes, not on every render of the card.
  const signature = FIGURE_KEYS.map((key) => figures[key]).join('|');

  useEffect(() => {
    const changed = changedFigures(previous.current, figures);
    previous.current = figures;
    if (changed.length === 0) return;
    setFlashing(new Set(changed));
    latestOnChange.current?.();
    const timer = window.setTimeout(() => setFlashing(NONE), FLASH_MS);
    return () => window.clearTimeout(timer);
    // `figures` is read through `signature`: an equal value in a new object is no change.
  }, [signature]);

  return flashing;
}
