import { useId } from 'react';
import { priceLabel, type PriceRange, type PriceSliderConfig } from '../lib/price-slider';
import styles from './price-slider.module.css';

interface PriceSliderProps {
  config: PriceSliderConfig;
  value: PriceRange;
  onChange: (range: PriceRange) => void;
}

/** Two range inputs (keyboard-accessible by nature) for the lower and upper price; the upper label reads Max at 149+. */
export function PriceSlider({ config, value, onChange }: PriceSliderProps) {
  const id = useId();
  return (
    <fieldset className={styles.slider}>
      <legend>Price</legend>
      <label htmlFor={`${id}-min`}>
        From <output data-testid="price-min">{priceLabel(value.min)}</output>
      </label>
      <input
        id={`${id}-min`}
        type="range"
        min={config.floor}
        max={config.ceil}
        step={config.step}
        value={value.min}
        onChange={(e) => onChange({ min: Math.min(Number(e.target.value), value.max), max: value.max })}
      />
      <label htmlFor={`${id}-max`}>
        To <output data-testid="price-max">{priceLabel(value.max)}</output>
      </label>
      <input
        id={`${id}-max`}
        type="range"
        min={config.floor}
        max={config.ceil}
        step={1}
        value={value.max}
        onChange={(e) => {
          // The upper thumb moves in tens but stops at 149 (Max) below the ceiling, as the spec's default does.
          const raw = Number(e.target.value);
          const snapped = raw >= 149 ? Math.min(raw, config.ceil) === config.ceil ? config.ceil : 149 : Math.round(raw / config.step) * config.step;
          onChange({ min: value.min, max: Math.max(snapped, value.min) });
        }}
      />
    </fieldset>
  );
}
