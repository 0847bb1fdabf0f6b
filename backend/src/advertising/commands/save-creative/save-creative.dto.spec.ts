import { advertisingMessages } from '@emberhold/contracts';
import { cleanPrice, cutTo, LINK_INVALID, TITLE_REQUIRED } from '../../domain/creative-form';
import { firstFreeSlug, slugOf } from '../../domain/creative-media';
import { creativeFormError, saveCreativeBody } from './save-creative.dto';

const TEMP_ID = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const valid = { temp_id: TEMP_ID, creative: 'new', title: 'Ember Lantern', content: 'Lit from within.', price: '34', link: 'maker.example/lantern', image: '/media/creative/x.webp' };
const errorOf = (body: object) => {
  const parsed = saveCreativeBody.safeParse(body);
  if (parsed.success) return undefined;
  const fields = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  // The sentence the form answers with, and the field it is about.
  const message = creativeFormError(fields);
  return [message, fields.find((entry) => message.endsWith(entry.message))!.field];
};

describe('the creative form', () => {
  it('cuts the title to 40 characters and the content to 250, counting characters, not UTF-16 units', () => {
    const parsed = saveCreativeBody.parse({ ...valid, title: `  ${'🐉'.repeat(45)}  `, content: 'x'.repeat(300) });
    expect(Array.from(parsed.title)).toHaveLength(40);
    expect(parsed.title).toBe('🐉'.repeat(40));
    expect(parsed.content).toHaveLength(250);
    expect(cutTo('short', 40)).toBe('short');
  });

  it('keeps only the digits and dots of a price', () => {
    expect(cleanPrice('$1,299.50')).toBe(1299.5);
    expect(cleanPrice(' 34 USD')).toBe(34);
    expect(cleanPrice('.5')).toBe(0.5);
    expect(cleanPrice('12.345')).toBe(12.35);
    expect(cleanPrice('free')).toBeNull();
    expect(cleanPrice('1.2.3')).toBeNull();
    expect(cleanPrice('')).toBeNull();
    expect(saveCreativeBody.parse({ ...valid, price: 19.99 }).price).toBe(19.99);
  });

  it('puts http:// in front of a link without a scheme and our tag into Amazon links', () => {
    expect(saveCreativeBody.parse(valid).link).toBe('http://maker.example/lantern');
    expect(saveCreativeBody.parse({ ...valid, link: 'www.amazon.com/dp/B0X?tag=rival-20' }).link).toBe('http://www.amazon.com/dp/B0X?tag=emberhold-20');
  });

  it("answers with the spec's sentence for a missing image, price or link, and a title sentence, naming the field", () => {
    expect(errorOf({ ...valid, image: '' })).toEqual([advertisingMessages.uploadImage, 'image']);
    expect(errorOf({ ...valid, image: undefined })).toEqual([advertisingMessages.uploadImage, 'image']);
    expect(errorOf({ ...valid, price: '' })).toEqual([advertisingMessages.enterPrice, 'price']);
    expect(errorOf({ ...valid, price: 'call us' })).toEqual([advertisingMessages.enterPrice, 'price']);
    expect(errorOf({ ...valid, price: undefined })).toEqual([advertisingMessages.enterPrice, 'price']);
    expect(errorOf({ ...valid, link: '  ' })).toEqual([advertisingMessages.provideLink, 'link']);
    expect(errorOf({ ...valid, link: 'javascript:alert(1)' })).toEqual([LINK_INVALID, 'link']);
    expect(errorOf({ ...valid, title: '   ' })).toEqual([TITLE_REQUIRED, 'title']);
    expect(errorOf({ ...valid, temp_id: 'short' })).toEqual(['temp_id: must be the id start_funnel gave', 'temp_id']);
    expect(errorOf({ ...valid, creative: 'newest' })).toEqual(["creative: must be 'new' or a creative id", 'creative']);
    // The image comes first, as the editor shows it.
    expect(errorOf({ temp_id: TEMP_ID })).toEqual([advertisingMessages.uploadImage, 'image']);
  });

  it('takes the media of the upload type only: a GIF, or embed code sanitized to one player', () => {
    expect(errorOf({ ...valid, upload_type: 'gif' })).toEqual([advertisingMessages.uploadGif, 'gif']);
    expect(errorOf({ ...valid, upload_type: 'embed', embed: '   ' })).toEqual([advertisingMessages.pasteEmbed, 'embed']);
    expect(errorOf({ ...valid, upload_type: 'embed', embed: '<iframe src="http://www.youtube.com/embed/x"></iframe>' })?.[1]).toBe('embed');
    expect(errorOf({ ...valid, upload_type: 'flash' })?.[1]).toBe('upload_type');
    // Not text at all: refused, never thrown on.
    for (const image of [12, { src: 'x' }, ['a', 'b'], null, true]) expect(errorOf({ ...valid, image })?.[1]).toBe('image');
    expect(errorOf({ ...valid, upload_type: 'embed', embed: ['<iframe>'] })?.[1]).toBe('embed');
    expect(saveCreativeBody.parse(valid).media).toEqual({ uploadType: 'image', image: valid.image, gif: null, embed: null });
    expect(saveCreativeBody.parse({ ...valid, upload_type: 'gif', gif: '/media/creative-gif/x.gif' }).media).toEqual({ uploadType: 'gif', image: null, gif: '/media/creative-gif/x.gif', embed: null });
    const { media } = saveCreativeBody.parse({ ...valid, image: '', upload_type: 'embed', embed: '<iframe src="https://player.vimeo.com/video/1" width="640" onload="x()"></iframe>' });
    expect(media).toMatchObject({ uploadType: 'embed', image: null, gif: null });
    expect(media.embed).toBe('<iframe src="https://player.vimeo.com/video/1" width="100%" height="100%" loading="lazy" frameborder="0"></iframe>');
  });

  it('makes slugs of titles, unique with a number', () => {
    expect(slugOf('Ember Lantern — 2 Pack!')).toBe('ember-lantern-2-pack');
    expect(slugOf('Crème Brûlée & Co')).toBe('creme-brulee-and-co');
    expect(slugOf('🐉🐉')).toBe('creative');
    expect(firstFreeSlug('lantern', new Set(['lantern', 'lantern-2', 'lantern-4']))).toBe('lantern-3');
    expect(firstFreeSlug('kettle', new Set(['lantern']))).toBe('kettle');
  });

  it("reads ids from a form's text or JSON numbers, 'new' by default", () => {
    expect(saveCreativeBody.parse({ ...valid, creative: undefined, campaign: '' })).toMatchObject({ creative: 'new', campaign: undefined });
    expect(saveCreativeBody.parse({ ...valid, creative: '12', campaign: 7 })).toMatchObject({ creative: 12, campaign: 7 });
  });
});
