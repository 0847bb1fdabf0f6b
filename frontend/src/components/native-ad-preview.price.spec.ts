import { adPriceValue } from './native-ad-preview.price';

describe('the native ad preview price', () => {
  it('shows a number as it is and what was typed when it reads as a price', () => {
    expect(adPriceValue(24.5)).toBe(24.5);
    expect(adPriceValue('24.50')).toBe(24.5);
    expect(adPriceValue('.99')).toBe(0.99);
  });

  it('shows nothing for no price or one that is not a number', () => {
    expect(adPriceValue(null)).toBeNull();
    expect(adPriceValue('')).toBeNull();
    expect(adPriceValue('.')).toBeNull();
    expect(adPriceValue(Number.NaN)).toBeNull();
  });
});
