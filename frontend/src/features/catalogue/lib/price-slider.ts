import type { Currency } from '@emberhold/contracts';
import { currencySymbol } from '../../../lib/format';

/**
 * Spec section 9: the two price sliders and their bounds. The values are in the visitor's currency (the API converts
 * min and max with the country it is given), so the same slider works in dollars and pounds.
 */
export interface PriceSliderConfig {
  floor: number;
  ceil: number;
  step: number;
  defaultMin: number;
  defaultMax: number;
}

export const GIFTS_PRICE_SLIDER: PriceSliderConfig = { floor: 20, ceil: 150, step: 10, defaultMin: 20, defaultMax: 149 };
export const PRICE_PAGE_SLIDER: PriceSliderConfig = { floor: 0, ceil: 150, step: 10, defaultMin: 0, defaultMax: 20 };

/** At 149 or more the upper bound means "no limit" and reads Max. */
export const MAX_LABEL_FROM = 149;

/** Spec section 9: the max-label poll. While a thumb is dragged its labels are refreshed on this tick (ms). */
export const MAX_LABEL_POLL_MS = 50;

/** The label of a slider value: "Max" at 149 or more, else the value with the currency symbol ("$40", "£40"). */
export function priceLabel(value: number, currency: Currency = 'USD'): string {
  return value >= MAX_LABEL_FROM ? 'Max' : `${currencySymbol(currency)}${value}`;
}

/** Snaps a value onto the slider's steps within its floor and ceiling; anything unreadable gives the fallback. */
export function clampPrice(value: number | string | null | undefined, config: PriceSliderConfig, fallback: number): number {
  const number = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : (value ?? Number.NaN);
  if (!Number.isFinite(number)) return fallback;
  // The default 149 sits off the 10-step grid on purpose (it means Max), so it is kept as is.
  if (number === config.defaultMax || number === MAX_LABEL_FROM) return number;
  const stepped = config.floor + Math.round((number - config.floor) / config.step) * config.step;
  return Math.min(config.ceil, Math.max(config.floor, stepped));
}

export interface PriceRange {
  min: number;
  max: number;
}

/** Reads ?min/?max (or ?from/?to) into an ordered range on the slider. */
export function readPriceRange(min: string | null, max: string | null, config: PriceSliderConfig): PriceRange {
  const low = clampPrice(min, config, config.defaultMin);
  const high = clampPrice(max, config, config.defaultMax);
  return low <= high ? { min: low, max: high } : { min: high, max: low };
}

/** The max the API is asked for: "Max" means no upper bound (the spec's default price change max, 2000). */
export const PRICE_QUERY_CEILING = 2000;
export function apiMax(max: number): number {
  return max >= MAX_LABEL_FROM ? PRICE_QUERY_CEILING : max;
}
