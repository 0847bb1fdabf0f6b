import { cleanShopLink, PRICE_TOO_HIGH, priceField } from './shop-links';

describe('the shop link and price rules of spec section 5', () => {
  const price = priceField('Please enter a price');
  const refusal = (raw: unknown) => {
    const result = price.safeParse(raw);
    return result.success ? null : result.error.issues.map((issue) => issue.message);
  };

  it('reads a price as typed, keeping digits and dots, and refuses what is no price or too large in the form’s words', () => {
    expect(price.parse('$1,299.50')).toBe(1299.5);
    expect(price.parse(34)).toBe(34);
    expect(refusal('free')).toEqual(['Please enter a price']);
    expect(refusal(null)).toEqual(['Please enter a price']);
    expect(refusal('100000000')).toEqual([PRICE_TOO_HIGH]);
  });

  it('puts http:// in front of a link without a scheme and the given tag in Amazon links only', () => {
    expect(cleanShopLink(' amazon.com/dp/X?tag=theirs-20 ', 'ours-20')).toBe('http://amazon.com/dp/X?tag=ours-20');
    expect(cleanShopLink('https://shop.example/?tag=theirs', 'ours-20')).toBe('https://shop.example/?tag=theirs');
  });
});
