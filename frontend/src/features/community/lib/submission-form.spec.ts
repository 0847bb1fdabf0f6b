import { checkSubmission, cleanPrice, SUBMIT_FIELDS_MISSING, SUBMIT_IMAGE_INVALID, SUBMIT_PRICE_INVALID, submissionBody } from './submission-form';

const filled = { image: '', title: 'Wyrm mug', link: 'https://shop.example/mug', price: '$24.99', description: '' };

describe('the submit-product form', () => {
  it('strips a dollar sign and thousands separators from the price', () => {
    expect(cleanPrice('$1,299.50')).toBe('1299.50');
    expect(cleanPrice(' $ 5 ')).toBe('5');
    expect(cleanPrice('')).toBe('');
    expect(cleanPrice('-4')).toBe('invalid');
    expect(cleanPrice('ten')).toBe('invalid');
  });

  it('needs a title and a purchase link, with the spec sentence', () => {
    expect(checkSubmission({ ...filled, title: ' ', link: '' })).toEqual({ message: SUBMIT_FIELDS_MISSING, fields: ['title', 'link'] });
    expect(checkSubmission(filled)).toBeNull();
  });

  it('names a price that is not a number and an image that is not an https address', () => {
    expect(checkSubmission({ ...filled, price: 'about ten' })).toEqual({ message: SUBMIT_PRICE_INVALID, fields: ['price'] });
    expect(checkSubmission({ ...filled, image: 'http://img.example/a.jpg' })).toEqual({ message: SUBMIT_IMAGE_INVALID, fields: ['image'] });
    expect(checkSubmission({ ...filled, image: 'https://img.example/a.jpg' })).toBeNull();
  });

  it('sends the values trimmed with the price cleaned', () => {
    expect(submissionBody({ ...filled, title: ' Wyrm mug ', price: '$1,024' })).toEqual({ ...filled, price: '1024' });
  });
});
