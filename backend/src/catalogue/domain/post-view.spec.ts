import { toPostView, type PostRow } from './post-view';

const row = (overrides: Partial<PostRow> = {}): PostRow => ({
  id: 3,
  slug: 'rune-dice',
  title: 'Rune Dice',
  content: '',
  link: 'https://www.amazon.com/dp/B000DICE01',
  ugly_link: null,
  image: null,
  embed: null,
  price: '20.00',
  rating: 0,
  rating_count: 0,
  type: 'post',
  display_gifts: true,
  display_related: true,
  nsfw: false,
  unlisted: false,
  images: [],
  categories: [],
  ...overrides,
});

describe('the post fields of spec sections 3 and 4', () => {
  it('marks an Amazon link subtagged, and localized only for a UK or CA visitor', () => {
    const us = toPostView(row(), { country: 'us', sortCode: 1 });
    const ca = toPostView(row(), { country: 'ca', sortCode: 1 });
    expect([us.subtagged, us.localized]).toEqual([true, false]);
    expect([ca.subtagged, ca.localized]).toEqual([true, true]);
  });

  it('leaves another shop\'s link untagged, and localized only when a price was converted', () => {
    const shop = row({ link: 'https://www.hearthmarket.example/p/1' });
    expect(toPostView(shop, { country: 'uk', sortCode: 1 })).toMatchObject({ subtagged: false, localized: true });
    expect(toPostView({ ...shop, price: null }, { country: 'uk', sortCode: 1 })).toMatchObject({ subtagged: false, localized: false });
  });

  it('serves the alternative link regional and tagged like the main one, or null', () => {
    expect(toPostView(row()).ugly_link).toBeNull();
    const view = toPostView(row({ ugly_link: 'https://amazon.com/Long/dp/B000DICE01' }), { country: 'uk', sortCode: 2 });
    const ugly = new URL(view.ugly_link!);
    expect([ugly.hostname, ugly.searchParams.get('tag'), ugly.searchParams.get('ascsubtag')]).toEqual(['www.amazon.co.uk', 'emberhold-21', 'emb-2']);
  });

  it('is not a fuzzy match unless search says so', () => {
    expect(toPostView(row()).fuzzy_match).toBe(false);
  });
});
