import { advertisingMessages } from '@emberhold/contracts';
import { characterCount, cleanContent, cleanPrice, cleanTitle, creativeErrors, isPrice, normaliseLink, serverFieldErrors } from './creative-fields';

describe('creative fields', () => {
  it('cuts the title to 40 characters and the content to 250', () => {
    expect(cleanTitle('x'.repeat(45))).toHaveLength(40);
    expect(cleanTitle('Hearthstone mug')).toBe('Hearthstone mug');
    expect(cleanContent('y'.repeat(300))).toHaveLength(250);
  });

  it('counts an emoji as one character, as the server does, and never splits it', () => {
    expect(cleanTitle(`${'a'.repeat(39)}🔥🔥`)).toBe(`${'a'.repeat(39)}🔥`);
    expect(characterCount('mug 🔥')).toBe(5);
  });

  it('keeps only the digits and dots of a price, as typed', () => {
    expect(cleanPrice('$24.50')).toBe('24.50');
    expect(cleanPrice(' 1,299.00 USD')).toBe('1299.00');
    expect(cleanPrice('1.2.3')).toBe('1.2.3');
    expect(cleanPrice('free')).toBe('');
  });

  it('takes a price the server reads as one', () => {
    expect(isPrice('$24.50')).toBe(true);
    expect(isPrice('.99')).toBe(true);
    expect(isPrice('24.')).toBe(true);
    expect(isPrice('1.2.3')).toBe(false);
    expect(isPrice('.')).toBe(false);
    expect(isPrice('')).toBe(false);
  });

  it('puts http:// in front of a link without a scheme', () => {
    expect(normaliseLink('kilnworks.example/mugs')).toBe('http://kilnworks.example/mugs');
    expect(normaliseLink('  https://kilnworks.example ')).toBe('https://kilnworks.example');
    expect(normaliseLink('HTTP://kilnworks.example')).toBe('HTTP://kilnworks.example');
    expect(normaliseLink('//kilnworks.example')).toBe('http://kilnworks.example');
    expect(normaliseLink('   ')).toBe('');
  });

  it('asks for the image, the title, the price and the link, in that order, with the spec messages', () => {
    expect(creativeErrors({ title: '', content: '', price: '', link: ' ', image: null })).toEqual([
      { field: 'image', message: 'Please upload an image' },
      { field: 'title', message: 'Please enter a title' },
      { field: 'price', message: 'Please enter a price' },
      { field: 'link', message: 'Please provide a link' },
    ]);
    expect(creativeErrors({ title: 'Mug', content: '', price: '$', link: 'a.example', image: '/media/ad.webp' })).toEqual([
      { field: 'price', message: advertisingMessages.enterPrice },
    ]);
    expect(creativeErrors({ title: 'Mug', content: '', price: '12', link: 'a.example', image: '/media/ad.webp' })).toEqual([]);
  });

  it("places the server's refusal at its field", () => {
    expect(serverFieldErrors('Please provide a link', [])).toEqual([{ field: 'link', message: 'Please provide a link' }]);
    expect(serverFieldErrors('title: too long', [{ field: 'title', message: 'title: too long' }])).toEqual([{ field: 'title', message: 'title: too long' }]);
    expect(serverFieldErrors('Campaign could not be created.', [])).toEqual([]);
    expect(serverFieldErrors('bad', [{ field: 'temp_id', message: 'bad' }])).toEqual([]);
  });
});
