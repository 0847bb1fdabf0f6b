import { useSearchParams } from 'react-router';
import { readPriceRange, type PriceRange, type PriceSliderConfig } from '../lib/price-slider';

/**
 * The price slider's range, kept in the address under the page's two parameters (?min=&max=, ?from=&to=). A move of
 * the slider replaces the address without scrolling, so Back leaves the page rather than undoing each step.
 */
export function usePriceRangeParams(names: { min: string; max: string }, config: PriceSliderConfig) {
  const [search, setSearch] = useSearchParams();
  const setPrice = (range: PriceRange) => {
    const next = new URLSearchParams(search);
    next.set(names.min, String(range.min));
    next.set(names.max, String(range.max));
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  return { search, price: readPriceRange(search.get(names.min), search.get(names.max), config), setPrice };
}
