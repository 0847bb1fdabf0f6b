import { centredBox, cleanLink, cleanPrice, cropRegion, firstFreeSlug, slugFromTitle } from './unlisted-content';

describe('the rules of an unlisted page', () => {
  it('derives a slug from the title: lowercase, dashes, accents folded, never empty, cut at a dash', () => {
    expect(slugFromTitle('  Ember Lantern: the North’s Finest & Best!  ')).toBe('ember-lantern-the-norths-finest-and-best');
    expect(slugFromTitle('Crème Brûlée Torch')).toBe('creme-brulee-torch');
    expect(slugFromTitle('🔥🔥')).toBe('unlisted');
    const long = slugFromTitle('dragon '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^dragon(-dragon)+$/);
  });

  it('takes the first free slug, skipping the site’s own addresses', () => {
    expect(firstFreeSlug('lantern', new Set())).toBe('lantern');
    expect(firstFreeSlug('lantern', new Set(['lantern', 'lantern-2']))).toBe('lantern-3');
    expect(firstFreeSlug('search', new Set())).toBe('search-2');
    expect(firstFreeSlug('admin', new Set(['admin-2']))).toBe('admin-3');
  });

  it('keeps digits and dots of a price, and puts http:// and our tag on links', () => {
    expect(cleanPrice('$1,299.50')).toBe(1299.5);
    expect(cleanPrice('free')).toBeNull();
    expect(cleanPrice('1.2.3')).toBeNull();
    expect(cleanLink('shop.example/lantern')).toBe('http://shop.example/lantern');
    expect(cleanLink('https://www.amazon.co.uk/dp/X?tag=other-21&x=1')).toMatch(/^https:\/\/www\.amazon\.co\.uk\/dp\/X\?tag=(?!other-21)[^&]+&x=1$/);
    expect(cleanLink('https://shop.example/?tag=theirs')).toBe('https://shop.example/?tag=theirs');
  });

  it('checks a crop box against the image and the 640x534 shape', () => {
    expect(cropRegion({ crop_left: 10, crop_top: 0, crop_right: 650, crop_bottom: 534 }, { width: 700, height: 600 })).toEqual({ left: 10, top: 0, width: 640, height: 534 });
    expect(() => cropRegion({ crop_left: 0, crop_top: 0, crop_right: 639, crop_bottom: 533 }, { width: 700, height: 600 })).toThrow('at least 640 × 534');
    expect(() => cropRegion({ crop_left: 0, crop_top: 0, crop_right: 700, crop_bottom: 534 }, { width: 700, height: 600 })).toThrow('shape');
    expect(() => cropRegion({ crop_left: -1, crop_top: 0, crop_right: 639, crop_bottom: 534 }, { width: 700, height: 600 })).toThrow('inside');
    expect(centredBox({ width: 700, height: 534 })).toEqual({ crop_left: 30, crop_top: 0, crop_right: 670, crop_bottom: 534 });
    expect(centredBox({ width: 640, height: 1000 })).toEqual({ crop_left: 0, crop_top: 233, crop_right: 640, crop_bottom: 767 });
  });
});
