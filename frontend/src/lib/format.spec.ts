import { formatPrice } from './format';

describe('formatPrice', () => {
  it('shows dollars with two decimals', () => {
    expect(formatPrice(24)).toBe('$24.00');
    expect(formatPrice(19.5)).toBe('$19.50');
    expect(formatPrice(1299.999)).toBe('$1,300.00');
  });

  it('shows nothing for a missing price', () => {
    expect(formatPrice(Number.NaN)).toBe('');
  });
});
