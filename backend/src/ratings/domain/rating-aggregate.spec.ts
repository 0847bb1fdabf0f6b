import { nextAggregate } from './rating-aggregate';

describe('a target aggregate after one rating', () => {
  it('is the rating itself for a target nobody rated yet', () => {
    expect(nextAggregate({ rating: 0, rating_count: 0 }, null, 4)).toEqual({ rating: 4, rating_count: 1 });
  });

  it('adds a first rating to the figure it had, ratings gathered elsewhere included', () => {
    const next = nextAggregate({ rating: 4.3, rating_count: 1200 }, null, 1);
    expect(next.rating_count).toBe(1201);
    expect(next.rating).toBeCloseTo((4.3 * 1200 + 1) / 1201, 10);
  });

  it('swaps a changed rating without counting the user twice', () => {
    const first = nextAggregate({ rating: 3, rating_count: 2 }, null, 5);
    expect(first).toEqual({ rating: 11 / 3, rating_count: 3 });
    const changed = nextAggregate(first, 5, 2);
    expect(changed.rating_count).toBe(3);
    expect(changed.rating).toBeCloseTo(8 / 3, 10);
  });

  it('counts a previous rating as a first one when the figure says nobody rated, and stays within 0..5', () => {
    expect(nextAggregate({ rating: 0, rating_count: 0 }, 3, 5)).toEqual({ rating: 5, rating_count: 1 });
    expect(nextAggregate({ rating: 4.9, rating_count: 1 }, 1, 5).rating).toBe(5);
    expect(nextAggregate({ rating: 0.2, rating_count: 1 }, 5, 0).rating).toBe(0);
    expect(nextAggregate({ rating: Number.NaN, rating_count: -4 }, null, 3)).toEqual({ rating: 3, rating_count: 1 });
  });
});
