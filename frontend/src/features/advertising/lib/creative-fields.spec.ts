import { advertisingMessages } from '@emberhold/contracts';
import { characterCount, cleanContent, cleanPrice, cleanTitle, creativeAd, creativeErrors, isPrice, mediaFields, normaliseLink, serverFieldErrors, shownMedia } from './creative-fields';

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
    expect(creativeErrors({ title: '', content: '', price: '', link: ' ', uploadType: 'image', image: null, gif: null, embed: '' })).toEqual([
      { field: 'image', message: 'Please upload an image' },
      { field: 'title', message: 'Please enter a title' },
      { field: 'price', message: 'Please enter a price' },
      { field: 'link', message: 'Please provide a link' },
    ]);
    expect(creativeErrors({ title: 'Mug', content: '', price: '$', link: 'a.example', uploadType: 'image', image: '/media/ad.webp', gif: null, embed: '' })).toEqual([
      { field: 'price', message: advertisingMessages.enterPrice },
    ]);
    expect(creativeErrors({ title: 'Mug', content: '', price: '12', link: 'a.example', uploadType: 'image', image: '/media/ad.webp', gif: null, embed: '' })).toEqual([]);
  });

  it("places the server's refusal at its field", () => {
    expect(serverFieldErrors('Please provide a link', [])).toEqual([{ field: 'link', message: 'Please provide a link' }]);
    expect(serverFieldErrors('title: too long', [{ field: 'title', message: 'title: too long' }])).toEqual([{ field: 'title', message: 'title: too long' }]);
    expect(serverFieldErrors('Campaign could not be created.', [])).toEqual([]);
    expect(serverFieldErrors('bad', [{ field: 'temp_id', message: 'bad' }])).toEqual([]);
  });

  it('asks for the media of the upload type only, and sends that one field with its type', () => {
    const words = { title: 'Mug', content: '', price: '12', link: 'a.example' };
    const media = { image: '/media/ad.webp', gif: null, embed: '' };
    expect(creativeErrors({ ...words, ...media, uploadType: 'gif' })).toEqual([{ field: 'gif', message: advertisingMessages.uploadGif }]);
    expect(creativeErrors({ ...words, ...media, uploadType: 'embed', embed: '  ' })).toEqual([{ field: 'embed', message: advertisingMessages.pasteEmbed }]);
    expect(creativeErrors({ ...words, image: null, gif: '/media/creative-gif/a.gif', embed: '', uploadType: 'gif' })).toEqual([]);
    expect(mediaFields({ ...media, uploadType: 'image' })).toEqual({ upload_type: 'image', image: '/media/ad.webp' });
    expect(mediaFields({ ...media, gif: '/g.gif', uploadType: 'gif' })).toEqual({ upload_type: 'gif', gif: '/g.gif' });
    expect(mediaFields({ ...media, embed: '<iframe>', uploadType: 'embed' })).toEqual({ upload_type: 'embed', embed: '<iframe>' });
    expect(shownMedia({ ...media, gif: '/g.gif', uploadType: 'gif' })).toEqual({ image: '/g.gif', embed: null });
    expect(creativeAd({ upload_type: 'embed', image: null, gif: null, embed: '<iframe>' })).toMatchObject({ image: null, embed: '<iframe>' });
    expect(serverFieldErrors(advertisingMessages.uploadGif, [])).toEqual([{ field: 'gif', message: advertisingMessages.uploadGif }]);
  });
});
