const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Prices show in dollars with two decimals on every country variant, e.g. "$1,299.00". */
export function formatPrice(price: number | null): string {
  return price !== null && Number.isFinite(price) ? usd.format(price) : '';
}
