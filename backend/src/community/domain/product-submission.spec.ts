import { normaliseLink, parseSubmittedPrice } from './product-submission';

describe('a submitted product', () => {
  it('strips a dollar sign and thousands separators from the price', () => {
    expect(parseSubmittedPrice('$24.99')).toBe(24.99);
    expect(parseSubmittedPrice(' $1,299.00 ')).toBe(1299);
    expect(parseSubmittedPrice('0')).toBe(0);
    expect(parseSubmittedPrice('.5')).toBe(0.5);
    expect(parseSubmittedPrice('')).toBeNull();
    expect(parseSubmittedPrice('$')).toBeNull();
  });

  it('refuses a price that is not a non-negative number with at most two decimals', () => {
    for (const value of ['-3', 'twelve', '12.345', '1e3', '12..5', '€12', '100000000']) expect(parseSubmittedPrice(value)).toBe('invalid');
  });

  it('puts http:// in front of a link without a scheme and refuses other schemes', () => {
    expect(normaliseLink('shop.example/mug')).toBe('http://shop.example/mug');
    expect(normaliseLink('https://shop.example/mug?x=1')).toBe('https://shop.example/mug?x=1');
    expect(normaliseLink('javascript:alert(1)')).toBeNull();
    expect(normaliseLink('not a link')).toBeNull();
  });
});
