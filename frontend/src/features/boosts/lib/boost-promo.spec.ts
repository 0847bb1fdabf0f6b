import { BOOST_PRICES_CENTS } from '@emberhold/contracts/src/api/boost-pricing';
import { promoDays } from './boost-promo';

describe('the days the promo pages offer', () => {
  it('starts on the day after tomorrow and runs four weeks', () => {
    const days = promoDays('2027-03-01', new Set());
    expect(days).toHaveLength(28);
    expect(days[0]!.date).toBe('2027-03-03');
    expect(days.at(-1)!.date).toBe('2027-03-30');
    expect(days.every((day) => day.free && day.priceCents === BOOST_PRICES_CENTS.default)).toBe(true);
  });

  it('marks booked and blocked dates as taken', () => {
    const days = promoDays('2027-03-01', new Set(['2027-03-05']));
    expect(days.filter((day) => !day.free).map((day) => day.date)).toEqual(['2027-03-05']);
  });

  it('prices the season and the Thanksgiving peak', () => {
    const days = promoDays('2027-11-18', new Set());
    const price = (date: string) => days.find((day) => day.date === date)?.priceCents;
    expect(price('2027-11-21')).toBe(BOOST_PRICES_CENTS.season);
    expect(price('2027-11-22')).toBe(BOOST_PRICES_CENTS.peak);
    expect(price('2027-11-25')).toBe(BOOST_PRICES_CENTS.season);
    const afterChristmas = promoDays('2027-12-20', new Set());
    expect(afterChristmas.find((day) => day.date === '2027-12-24')?.priceCents).toBe(BOOST_PRICES_CENTS.season);
    expect(afterChristmas.find((day) => day.date === '2027-12-25')?.priceCents).toBe(BOOST_PRICES_CENTS.default);
  });
});
