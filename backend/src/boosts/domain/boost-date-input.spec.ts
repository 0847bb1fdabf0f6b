import { boostDateFrom } from './boost-date-input';

describe('the boosted date of a call', () => {
  it('reads a YYYY-MM-DD date, alone or with its month and year', () => {
    expect(boostDateFrom({ date: '2027-03-12' })).toBe('2027-03-12');
    expect(boostDateFrom({ date: '2027-03-12', month: 3, year: 2027 })).toBe('2027-03-12');
    expect(boostDateFrom({ date: '2027-03-12', month: '3', year: '2027' })).toBe('2027-03-12');
  });

  it('reads a day of the month with its month and year', () => {
    expect(boostDateFrom({ date: 12, month: 3, year: 2027 })).toBe('2027-03-12');
    expect(boostDateFrom({ date: '5', month: '12', year: '2027' })).toBe('2027-12-05');
  });

  it('has no date when it is missing, not a calendar day, or the parts disagree', () => {
    expect(boostDateFrom({})).toBeNull();
    expect(boostDateFrom({ date: '' })).toBeNull();
    expect(boostDateFrom({ date: 'tomorrow' })).toBeNull();
    expect(boostDateFrom({ date: '2027-02-29' })).toBeNull();
    expect(boostDateFrom({ date: 12 })).toBeNull();
    expect(boostDateFrom({ date: 31, month: 4, year: 2027 })).toBeNull();
    expect(boostDateFrom({ date: '2027-03-12', month: 4, year: 2027 })).toBeNull();
    expect(boostDateFrom({ date: 1.5, month: 4, year: 2027 })).toBeNull();
  });
});
