import type { PublicBoostDatesDto } from '@emberhold/contracts';
import { addDays, boostPriceCents } from '@emberhold/contracts/src/api/boost-pricing';

/** How many days ahead the promo pages show, from the first bookable day: about two months. */
export const PROMO_DAYS = 60;

export interface PromoDay {
  date: string;
  /** The day's price without a token (spec section 9: seasonal prices included). */
  priceCents: number;
  free: boolean;
  /** Why a day is not free: someone boosts it, or no boost may be booked on it. */
  taken: 'booked' | 'blocked' | null;
}

/**
 * The days from the first bookable one (spec section 5: not yesterday, today nor tomorrow), each with its price and
 * whether it is still free: within the booking window and among neither the booked nor the blocked dates of
 * GET /api/boost-dates.
 */
export function promoDays(dates: PublicBoostDatesDto, days = PROMO_DAYS): PromoDay[] {
  const booked = new Set(dates.booked_dates);
  const blocked = new Set(dates.blocked_dates);
  const all = Array.from({ length: days }, (_, index) => addDays(dates.first_date, index));
  return all
    .filter((date) => date <= dates.last_date)
    .map((date) => {
      const taken = blocked.has(date) ? 'blocked' : booked.has(date) ? 'booked' : null;
      return { date, priceCents: boostPriceCents(date, false), free: taken === null, taken };
    });
}
