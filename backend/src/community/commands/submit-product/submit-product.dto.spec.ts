import { SUBMISSION_FIELDS_MISSING, SUBMISSION_PRICE_INVALID } from '../../domain/product-submission';
import { submissionError, submitProductBody } from './submit-product.dto';

describe('a submitted product', () => {
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
