import { PITCH_MESSAGES } from '@emberhold/contracts';
import { isExemptAdmin, normalizeLink, pitchPostBody, publishPitchBody, slugFromTitle } from './pitch-rules';

describe('the pitch queue’s rules', () => {
  it('puts http:// before a link without a scheme, and refuses anything that is no web address', () => {
    expect(normalizeLink('shop.example/mug')).toBe('http://shop.example/mug');
    expect(normalizeLink(' https://shop.example/a?b=1 ')).toBe('https://shop.example/a?b=1');
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'mailto:a@b.example', 'two words.example', '', 'http://']) expect(normalizeLink(bad)).toBeNull();
  });

  it('knows the exempt admins by email, whatever the case and spacing', () => {
    expect(isExemptAdmin('Chief@Gifts.Example', 'editor@gifts.example, chief@gifts.example')).toBe(true);
    expect(isExemptAdmin('other@gifts.example', 'editor@gifts.example,chief@gifts.example')).toBe(false);
    expect(isExemptAdmin('chief@gifts.example', undefined)).toBe(false);
  });

  it('makes a slug of lowercase words and digits joined by dashes', () => {
    expect(slugFromTitle('  Wyrm-scale Mug & Saucer (2 pack)! ')).toBe('wyrm-scale-mug-and-saucer-2-pack');
    expect(slugFromTitle('Crème brûlée torch')).toBe('creme-brulee-torch');
    expect(slugFromTitle('!!!')).toBe('');
  });

  it('reads a pitch: priority from text, images from a list or lines, blank fields as none', () => {
    const parsed = pitchPostBody.parse({ title: ' Mug ', priority: '3', images: 'https://a.example/1.png\n/media/pitch/x.webp', link: '', video_url: null });
    expect(parsed).toEqual({ title: 'Mug', priority: 3, images: ['https://a.example/1.png', '/media/pitch/x.webp'] });
    expect(pitchPostBody.safeParse({ title: 'Mug', images: ['/media/../etc/passwd'] }).error?.issues[0]?.message).toBe(PITCH_MESSAGES.imageInvalid);
    expect(pitchPostBody.safeParse({}).error?.issues[0]?.message).toBe(PITCH_MESSAGES.titleMissing);
  });

  it('reads a publish: the price without its dollar sign, stored images only', () => {
    const body = { title: 'Mug', content: 'Nice', images: ['/media/pitch/a.webp'], link: 'shop.example/mug', price: '$1,024.50' };
    expect(publishPitchBody.parse(body)).toMatchObject({ price: '1024.50', link: 'http://shop.example/mug', categories: [] });
    expect(publishPitchBody.safeParse({ ...body, price: '12.345' }).error?.issues[0]?.message).toBe(PITCH_MESSAGES.priceInvalid);
    expect(publishPitchBody.safeParse({ ...body, images: ['https://a.example/1.png'] }).error?.issues[0]?.message).toBe(PITCH_MESSAGES.imageNotStored);
    expect(publishPitchBody.safeParse({ ...body, images: [] }).error?.issues[0]?.message).toBe(PITCH_MESSAGES.imagesMissing);
    expect(publishPitchBody.safeParse({ ...body, slug: 'Not A Slug' }).error?.issues[0]?.message).toBe(PITCH_MESSAGES.slugInvalid);
  });
});
