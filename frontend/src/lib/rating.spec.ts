import { normaliseRating } from './rating';

describe('normaliseRating', () => {
  it('clamps the rating between 0 and the star count', () => {
    expect(normaliseRating(7)).toEqual({ value: 5, stars: 5 });
    expect(normaliseRating(-1)).toEqual({ value: 0, stars: 5 });
    expect(normaliseRating(3.5, 10)).toEqual({ value: 3.5, stars: 10 });
  });

  it('falls back to five stars for a non-positive star count', () => {
    expect(normaliseRating(4, 0)).toEqual({ value: 4, stars: 5 });
    expect(normaliseRating(4, -3)).toEqual({ value: 4, stars: 5 });
  });
});
