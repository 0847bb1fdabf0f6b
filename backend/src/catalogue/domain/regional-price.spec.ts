import { regionalPrice, toStoredDollars } from './regional-price';

describe('regional prices', () => {
  it('shows US visitors the stored dollar price', () => {
    expect(regionalPrice(24.99, 'us')).toEqual({ price: 24.99, currency: 'USD' });
  });

  it('converts to pounds and Canadian dollars, rounded to cents', () => {
    expect(regionalPrice(100, 'uk')).toEqual({ price: 79, currency: 'GBP' });
    expect(regionalPrice(19.99, 'ca')).toEqual({ price: 27.59, currency: 'CAD' });
  });

  it('keeps a missing price missing, in the visitor currency', () => {
    expect(regionalPrice(null, 'uk')).toEqual({ price: null, currency: 'GBP' });
  });

  it('reads a slider bound in the visitor currency back into stored dollars', () => {
    expect(toStoredDollars(79, 'uk')).toBeCloseTo(100);
    expect(toStoredDollars(undefined, 'ca')).toBeUndefined();
    expect(toStoredDollars(50, 'us')).toBe(50);
  });
});
