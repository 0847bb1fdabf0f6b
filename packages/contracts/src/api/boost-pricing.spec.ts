import {
  addDays,
  BOOST_PRICES_CENTS,
  boostPriceCents,
  calendarRefusal,
  firstBoostableDate,
  formatBoostPrice,
  hasSpecialPrice,
  isIsoDate,
  lastBoostableDate,
  siteDate,
} from './boost-pricing';

describe('boost prices (spec section 9)', () => {
  it('charges $498 on an ordinary day and $400 with the special token', () => {
    expect(boostPriceCents('2027-03-10', false)).toBe(49_800);
    expect(boostPriceCents('2027-03-10', true)).toBe(40_000);
    expect(boostPriceCents('2027-11-11', false)).toBe(49_800);
    expect(boostPriceCents('2027-12-25', false)).toBe(49_800);
    expect(boostPriceCents('2027-12-31', true)).toBe(40_000);
    expect(boostPriceCents('2028-01-01', false)).toBe(49_800);
  });

  it('charges $999 from November 12 to the end of November and from December 1 to 24, token or not', () => {
    for (const date of ['2027-11-12', '2027-11-21', '2027-11-25', '2027-11-30', '2027-12-01', '2027-12-24']) {
      expect(boostPriceCents(date, false)).toBe(99_900);
      expect(boostPriceCents(date, true)).toBe(99_900);
    }
  });

  it('charges $2000 for November 22, 23 and 24, token or not', () => {
    for (const date of ['2027-11-22', '2027-11-23', '2027-11-24', '2030-11-23']) {
      expect(boostPriceCents(date, false)).toBe(200_000);
      expect(boostPriceCents(date, true)).toBe(200_000);
    }
  });

  it('refuses what is not a calendar date', () => {
    expect(() => boostPriceCents('2027-02-29', false)).toThrow(RangeError);
    expect(() => boostPriceCents('11/22/2027', false)).toThrow(RangeError);
  });

  it('tells the special price from the default and formats prices in dollars', () => {
    expect(hasSpecialPrice(BOOST_PRICES_CENTS.special)).toBe(true);
    expect(hasSpecialPrice(BOOST_PRICES_CENTS.default)).toBe(false);
    expect(formatBoostPrice(49_800)).toBe('$498');
    expect(formatBoostPrice(200_000)).toBe('$2,000');
    expect(formatBoostPrice(450)).toBe('$4.50');
  });
});

describe('boost date rules (spec section 5)', () => {
  const today = '2027-03-10';

  it('refuses yesterday, today and tomorrow, naming which', () => {
    expect(calendarRefusal('2027-03-09', today)).toBe('yesterday');
    expect(calendarRefusal('2027-03-10', today)).toBe('today');
    expect(calendarRefusal('2027-03-11', today)).toBe('tomorrow');
  });

  it('refuses other past days and days beyond a year ahead', () => {
    expect(calendarRefusal('2027-03-08', today)).toBe('past');
    expect(calendarRefusal('2017-12-25', today)).toBe('past');
    expect(calendarRefusal('2028-03-10', today)).toBeNull();
    expect(calendarRefusal('2028-03-11', today)).toBe('too_far');
  });

  it('allows the day after tomorrow onward', () => {
    expect(firstBoostableDate(today)).toBe('2027-03-12');
    expect(calendarRefusal('2027-03-12', today)).toBeNull();
  });

  it('counts days across month and year ends and leap days in UTC', () => {
    expect(calendarRefusal('2028-01-01', '2027-12-31')).toBe('tomorrow');
    expect(calendarRefusal('2027-12-31', '2028-01-01')).toBe('yesterday');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(lastBoostableDate('2028-02-29')).toBe('2029-03-01');
    expect(siteDate(new Date('2027-03-10T23:59:59.999-05:00'))).toBe('2027-03-11');
  });

  it('knows a real date', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('2027-3-1')).toBe(false);
    expect(isIsoDate(20270301)).toBe(false);
  });
});
