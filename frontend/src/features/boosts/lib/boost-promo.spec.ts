import type { PublicBoostDatesDto } from '@emberhold/contracts';
import { BOOST_PRICES_CENTS } from '@emberhold/contracts/src/api/boost-pricing';
import { promoDays } from './boost-promo';

const datesOf = (today: string, first: string, last: string, booked: string[] = [], blocked: string[] = []): PublicBoostDatesDto => ({
  today,
  first_date: first,
  last_date: last,
  booked_dates: booked,
  blocked_dates: blocked,
});

describe('the days the promo pages offer', () => {
  it('starts on the first bookable day and runs about two months', () => {
    const days = promoDays(datesOf('2027-03-01', '2027-03-03', '2028-03-01'));
    expect(days).toHaveLength(60);
    expect(days[0]!.date).toBe('2027-03-03');
    expect(days.at(-1)!.date).toBe('2027-05-01');
    expect(days.every((day) => day.free && day.priceCents === BOOST_PRICES_CENTS.default)).toBe(true);
  });

  it('marks booked and blocked dates as taken, each with its reason', () => {
    const days = promoDays(datesOf('2027-03-01', '2027-03-03', '2028-03-01', ['2027-03-05'], ['2027-03-09']));
    expect(days.filter((day) => !day.free).map((day) => [day.date, day.taken])).toEqual([
      ['2027-03-05', 'booked'],
      ['2027-03-09', 'blocked'],
    ]);
  });

  it('stops at the end of the booking window', () => {
    expect(promoDays(datesOf('2027-03-01', '2027-03-03', '2027-03-10'))).toHaveLength(8);
  });

  it('prices the season and the Thanksgiving peak', () => {
    const days = promoDays(datesOf('2027-11-18', '2027-11-20', '2028-11-18'));
    const price = (date: string) => days.find((day) => day.date === date)?.priceCents;
    expect(price('2027-11-21')).toBe(BOOST_PRICES_CENTS.season);
    expect(price('2027-11-22')).toBe(BOOST_PRICES_CENTS.peak);
    expect(price('2027-11-25')).toBe(BOOST_PRICES_CENTS.season);
    expect(price('2027-12-24')).toBe(BOOST_PRICES_CENTS.season);
    expect(price('2027-12-25')).toBe(BOOST_PRICES_CENTS.default);
  });
});
