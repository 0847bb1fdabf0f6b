import { normaliseLink, parseSubmittedPrice, SUBMISSION_FIELDS_MISSING, SUBMISSION_PRICE_INVALID, submissionError, submitProductBody } from './product-submission';

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

  it('needs a title and a purchase link, with the spec sentence', () => {
    const parsed = submitProductBody.safeParse({ title: '  ', link: '', price: '$5' });
    expect(parsed.success).toBe(false);
    const fields = parsed.error!.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    expect(fields.map((f) => f.field).sort()).toEqual(['link', 'title']);
    expect(submissionError(fields)).toBe(SUBMISSION_FIELDS_MISSING);
  });

  it('reads a full submission, and names a bad price or image', () => {
    expect(submitProductBody.parse({ title: ' Wyrm mug ', link: 'shop.example/mug', price: '$1,024.50', description: 'Hot', image: 'https://img.example/m.jpg' })).toEqual({
      title: 'Wyrm mug',
      link: 'http://shop.example/mug',
      price: 1024.5,
      description: 'Hot',
      image: 'https://img.example/m.jpg',
    });
    expect(submitProductBody.parse({ title: 'Mug', link: 'https://shop.example', price: 12 })).toMatchObject({ price: 12, description: '', image: '' });
    const bad = submitProductBody.safeParse({ title: 'Mug', link: 'https://shop.example', price: 'ten', image: 'http://img.example/m.jpg' });
    const fields = bad.error!.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    expect(fields.map((f) => f.field)).toEqual(['price', 'image']);
    expect(submissionError(fields)).toBe(SUBMISSION_PRICE_INVALID);
  });
});
