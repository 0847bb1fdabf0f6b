import { currencySymbol, formatPrice } from './format';

describe('formatPrice', () => {
  it('shows dollars with two decimals', () => {
    expect(formatPrice(24)).toBe('$24.00');
    expect(formatPrice(19.5)).toBe('$19.50');
    expect(formatPrice(1299.999)).toBe('$1,300.00');
  });

  it('shows each country variant its own currency', () => {
    expect(formatPrice(24, 'USD')).toBe('$24.00');
    expect(formatPrice(18.4, 'GBP')).toBe('£18.40');
    expect(formatPrice(1299.5, 'CAD')).toBe('$1,299.50');
  });

  it('shows nothing for a missing price', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(null, 'GBP')).toBe('');
  });
});

describe('currencySymbol', () => {
  it('gives the symbol the slider labels show', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('CAD')).toBe('$');
  });
});
