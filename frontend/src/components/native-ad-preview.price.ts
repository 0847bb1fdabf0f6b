/** The price a native ad shows, as a number: a number as it is, or what was typed ("24.50"); null when it is neither. */
export function adPriceValue(price: number | string | null): number | null {
  if (price === null) return null;
  if (typeof price === 'number') return Number.isFinite(price) ? price : null;
  const value = Number.parseFloat(price);
  return price.trim() !== '' && Number.isFinite(value) ? value : null;
}
