import { isSpecialToken } from './special-token';

describe('the special boost price token', () => {
  it('matches only the configured token', () => {
    expect(isSpecialToken('ember-42', 'ember-42')).toBe(true);
    expect(isSpecialToken('ember-43', 'ember-42')).toBe(false);
    expect(isSpecialToken('ember-4', 'ember-42')).toBe(false);
    expect(isSpecialToken('ember-420', 'ember-42')).toBe(false);
  });

  it('gives the default prices without a token, or when none is configured', () => {
    expect(isSpecialToken(undefined, 'ember-42')).toBe(false);
    expect(isSpecialToken('', 'ember-42')).toBe(false);
    expect(isSpecialToken('ember-42', undefined)).toBe(false);
    expect(isSpecialToken('', '')).toBe(false);
  });
});
