import { advertisingMessages, boostDateMessages, UNAVAILABLE_BOOST_DATE } from '@emberhold/contracts';
import { boostDateError, boostFormErrors, formatBoostDate } from './boost-form';

const today = '2027-03-10';
const unavailable = new Set(['2027-03-20', '2027-12-25']);

describe('the boost form before it is sent', () => {
  it('asks for a date in the spec words', () => {
    expect(boostDateError('', today, unavailable)).toBe(advertisingMessages.enterBoostDate);
    expect(boostDateError('2027-02-30', today, unavailable)).toBe(advertisingMessages.enterBoostDate);
  });

  it('refuses yesterday, today, tomorrow and the dates the offer names', () => {
    expect(boostDateError('2027-03-09', today, unavailable)).toBe(boostDateMessages.yesterday);
    expect(boostDateError('2027-03-10', today, unavailable)).toBe(boostDateMessages.today);
    expect(boostDateError('2027-03-11', today, unavailable)).toBe(boostDateMessages.tomorrow);
    expect(boostDateError('2027-03-20', today, unavailable)).toBe(UNAVAILABLE_BOOST_DATE);
    expect(boostDateError('2027-03-12', today, unavailable)).toBeUndefined();
  });

  it('asks a visitor for the email twice, the same both times', () => {
    const context = { today, unavailable, needsEmail: true };
    expect(boostFormErrors({ date: '2027-03-12', email: '', emailConfirm: '' }, context)).toEqual({ email: advertisingMessages.fillEmail });
    expect(boostFormErrors({ date: '2027-03-12', email: 'fan@', emailConfirm: 'fan@' }, context)).toEqual({ email: advertisingMessages.fillEmail });
    expect(boostFormErrors({ date: '2027-03-12', email: 'fan@example.test', emailConfirm: 'fan@example.tst' }, context)).toEqual({
      email_confirm: advertisingMessages.emailsDoNotMatch,
    });
    expect(boostFormErrors({ date: '2027-03-12', email: ' Fan@Example.test', emailConfirm: 'fan@example.test ' }, context)).toEqual({});
  });

  it('needs no email from a logged-in buyer, and names every problem at once', () => {
    expect(boostFormErrors({ date: '2027-03-12', email: '', emailConfirm: '' }, { today, unavailable, needsEmail: false })).toEqual({});
    expect(boostFormErrors({ date: '', email: '', emailConfirm: '' }, { today, unavailable, needsEmail: true })).toEqual({
      date: advertisingMessages.enterBoostDate,
      email: advertisingMessages.fillEmail,
    });
  });

  it('writes dates as the UTC calendar day they are', () => {
    expect(formatBoostDate('2027-03-02')).toBe('Tuesday, March 2, 2027');
    expect(formatBoostDate('2026-12-25', 'short')).toBe('Fri, Dec 25, 2026');
  });
});
