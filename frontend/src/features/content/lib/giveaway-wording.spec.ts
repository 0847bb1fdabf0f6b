import { giveawayRemaining, isGiveawayOpen, isLastGiveawayPage } from './giveaway-wording';

describe('giveaway wording', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('says less than a day under 24 hours and whole days otherwise, while the giveaway is open', () => {
    expect(giveawayRemaining('2026-01-01T20:00:00Z', now)).toBe('less than 1 day remaining!');
    expect(giveawayRemaining('2026-01-01T00:00:01Z', now)).toBe('less than 1 day remaining!');
    expect(giveawayRemaining('2026-01-02T00:00:00Z', now)).toBe('1 day remaining');
    expect(giveawayRemaining('2026-01-04T01:00:00Z', now)).toBe('3 days remaining');
  });

  it('says an ended giveaway has ended, never that it has time left', () => {
    expect(giveawayRemaining('2025-12-31T00:00:00Z', now)).toBe('This giveaway has ended.');
    expect(giveawayRemaining('2025-08-01T00:00:00Z', now)).toBe('This giveaway has ended.');
    expect(giveawayRemaining('2026-01-01T00:00:00Z', now)).toBe('This giveaway has ended.');
    expect(giveawayRemaining('not a date', now)).toBe('This giveaway has ended.');
    expect([isGiveawayOpen('2026-01-01T00:00:01Z', now), isGiveawayOpen('2025-12-31T23:59:59Z', now)]).toEqual([true, false]);
  });

  it('treats a page of fewer than 5 giveaways as the last', () => {
    expect(isLastGiveawayPage(4)).toBe(true);
    expect(isLastGiveawayPage(5)).toBe(false);
  });
});
