import { BOOST_PRICES_CENTS, formatBoostPrice } from '@emberhold/contracts/src/api/boost-pricing';

/**
 * The boost prices of spec section 9: the day price (the default, or the special one a token gives), then the seasonal
 * prices, which no token lowers.
 */
export function BoostPrices({ className, dayPriceCents, special = false }: { className?: string; dayPriceCents: number; special?: boolean }) {
  return (
    <ul className={className} aria-label="Boost prices">
      <li data-boost-price="day">
        <strong>{formatBoostPrice(dayPriceCents)}</strong> most days{special ? ' (your special price)' : ''}
      </li>
      <li data-boost-price="season">
        <strong>{formatBoostPrice(BOOST_PRICES_CENTS.season)}</strong> from November 12 to December 24
      </li>
      <li data-boost-price="peak">
        <strong>{formatBoostPrice(BOOST_PRICES_CENTS.peak)}</strong> on November 22, 23 and 24
      </li>
    </ul>
  );
}
