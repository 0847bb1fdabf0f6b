import { durationWords, relativeTime } from './relative-time';

describe('relative time wording', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');

  it('says how long ago in the largest whole unit, singular for one', () => {
    expect(relativeTime('2026-11-27T11:59:59Z', now)).toBe('1 second ago');
    expect(relativeTime('2026-11-27T11:59:15Z', now)).toBe('45 seconds ago');
    expect(relativeTime('2026-11-27T11:59:00Z', now)).toBe('1 minute ago');
    expect(relativeTime('2026-11-27T11:30:00Z', now)).toBe('30 minutes ago');
    expect(relativeTime('2026-11-27T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeTime('2026-11-27T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-26T12:00:00Z', now)).toBe('1 day ago');
    expect(relativeTime('2026-11-24T10:00:00Z', now)).toBe('3 days ago');
    expect(relativeTime('2026-10-27T12:00:00Z', now)).toBe('1 month ago');
    expect(relativeTime('2026-05-31T12:00:00Z', now)).toBe('6 months ago');
    expect(relativeTime('2025-11-27T12:00:00Z', now)).toBe('1 year ago');
    expect(relativeTime('2022-11-01T12:00:00Z', now)).toBe('4 years ago');
  });

  it('says how long until a moment still to come', () => {
    expect(relativeTime('2026-11-27T14:00:00Z', now)).toBe('in 2 hours');
    expect(relativeTime('2026-11-27T12:01:00Z', now)).toBe('in 1 minute');
    expect(relativeTime('2026-12-07T12:00:00Z', now)).toBe('in 10 days');
    expect(relativeTime('2027-12-01T12:00:00Z', now)).toBe('in 1 year');
  });

  it('says just now within a second, and nothing for a date it cannot read', () => {
    expect(relativeTime('2026-11-27T12:00:00Z', now)).toBe('just now');
    expect(relativeTime(now + 400, now)).toBe('just now');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it('takes dates, strings and milliseconds alike, and counts whole units only', () => {
    expect(relativeTime(new Date('2026-11-25T12:00:01Z'), new Date(now))).toBe('1 day ago');
    expect(durationWords(59_999)).toBe('59 seconds');
    expect(durationWords(-2 * 86_400_000)).toBe('2 days');
  });
});
