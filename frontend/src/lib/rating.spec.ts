import { normaliseRating, rateLabel, shownStars, starKeyTarget, starValues } from './rating';

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

describe('the interactive stars', () => {
  it('offers one value per star, five by default and for a non-positive count', () => {
    expect(starValues()).toEqual([1, 2, 3, 4, 5]);
    expect(starValues(3)).toEqual([1, 2, 3]);
    expect(starValues(0)).toEqual([1, 2, 3, 4, 5]);
    expect(starValues(-2)).toEqual([1, 2, 3, 4, 5]);
    expect(starValues(Number.NaN)).toEqual([1, 2, 3, 4, 5]);
  });

  it('labels each star button with what pressing it does', () => {
    expect(rateLabel(4)).toBe('Rate 4 out of 5');
    expect(rateLabel(2, 3)).toBe('Rate 2 out of 3');
    expect(rateLabel(9)).toBe('Rate 5 out of 5');
    expect(rateLabel(1, 0)).toBe('Rate 1 out of 5');
  });

  it('fills the previewed stars over the chosen ones, and nothing before a choice, clamped to the star count', () => {
    expect(shownStars(null, null)).toBe(0);
    expect(shownStars(null, 3)).toBe(3);
    expect(shownStars(5, 3)).toBe(5);
    expect(shownStars(2, 4)).toBe(2);
    expect(shownStars(8, null)).toBe(5);
    expect(shownStars(null, 4, 3)).toBe(3);
    expect(shownStars(null, -1)).toBe(0);
  });

  it('moves keyboard focus one star with the arrows and to either end with Home and End, never past them', () => {
    expect(starKeyTarget('ArrowRight', 2)).toBe(3);
    expect(starKeyTarget('ArrowUp', 2)).toBe(3);
    expect(starKeyTarget('ArrowLeft', 2)).toBe(1);
    expect(starKeyTarget('ArrowDown', 2)).toBe(1);
    expect(starKeyTarget('ArrowRight', 5)).toBe(5);
    expect(starKeyTarget('ArrowLeft', 1)).toBe(1);
    expect(starKeyTarget('Home', 4)).toBe(1);
    expect(starKeyTarget('End', 1)).toBe(5);
    expect(starKeyTarget('End', 1, 0)).toBe(5);
    expect(starKeyTarget('End', 1, 3)).toBe(3);
    expect(starKeyTarget('Enter', 2)).toBeNull();
    expect(starKeyTarget('a', 2)).toBeNull();
  });
});
