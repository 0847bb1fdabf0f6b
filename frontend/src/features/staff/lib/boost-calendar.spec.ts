import { calendarDayState, monthWeeks, shiftMonth } from './boost-calendar';

describe('the staff boost calendar', () => {
  it('lays a month out in weeks from Monday', () => {
    const weeks = monthWeeks('2027-03');
    // March 1, 2027 is a Monday; the 31st a Wednesday.
    expect(weeks[0]![0]).toBe('2027-03-01');
    expect(weeks).toHaveLength(5);
    expect(weeks.at(-1)).toEqual(['2027-03-29', '2027-03-30', '2027-03-31', null, null, null, null]);
    // April 1, 2027 is a Thursday; August 1 a Sunday.
    expect(monthWeeks('2027-04')[0]).toEqual([null, null, null, '2027-04-01', '2027-04-02', '2027-04-03', '2027-04-04']);
    expect(monthWeeks('2027-08')[0]).toEqual([null, null, null, null, null, null, '2027-08-01']);
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });

  it('steps months across the year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('refuses yesterday, today, tomorrow, booked and blocked days, and frees the rest of the window', () => {
    const booked = new Set(['2027-03-20']);
    const blocked = new Set(['2027-03-21']);
    const state = (date: string) => calendarDayState(date, '2027-03-10', booked, blocked);
    expect(['2027-03-09', '2027-03-10', '2027-03-11'].map(state)).toEqual(['too_soon', 'too_soon', 'too_soon']);
    expect(state('2027-03-01')).toBe('past');
    expect(state('2027-03-20')).toBe('booked');
    expect(state('2027-03-21')).toBe('blocked');
    expect(state('2027-03-12')).toBe('free');
    expect(state('2028-03-11')).toBe('too_far');
  });
});
