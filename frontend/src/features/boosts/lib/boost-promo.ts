import { addDays, boostPriceCents, calendarRefusal, firstBoostableDate } from '@emberhold/contracts/src/api/boost-pricing';

/** How many days ahead the promo pages show, from the first bookable day: four weeks, a compact month. */
export const PROMO_DAYS = 28;

export interface PromoDay {
  date: string;
  /** The day's price without a token (spec section 9: seasonal prices included). */
  priceCents: number;
  free: boolean;
}

/**
 * The days from the first bookable one (spec section 5: not today nor tomorrow), each with its price and whether it is
 * still free: neither refused by the calendar nor among the server's booked and blocked dates.
 */
export function promoDays(today: string, unavailable: ReadonlySet<string>, days = PROMO_DAYS): PromoDay[] {
  const first = firstBoostableDate(today);
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(first, index);
    return { date, priceCents: boostPriceCents(date, false), free: calendarRefusal(date, today) === null && !unavailable.has(date) };
  });
}
