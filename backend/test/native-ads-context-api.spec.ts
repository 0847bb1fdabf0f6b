import { apiForThisFile } from './api-under-test.test-support';

interface ServedAd {
  ad_id: number;
  title: string;
  price: number | null;
  currency: string;
  offer: string;
}

/** The running ads of this file, in dollars: every other ad of the seeded catalogue is paused first. */
const ADS: ReadonlyArray<[title: string, content: string, usd: number]> = [
  ['Tavern Dice Tower', 'A walnut dice tower shaped like the Emberkeep gatehouse.', 54],
  ['Frostmere Wool Socks, 4 Pairs', 'Merino blend socks in midnight blue and silver.', 26],
  ['Lantern Moth Night Light', 'A glowing amber moth lantern that dims slowly.', 24],
  ['Hearthfire Smoke Candle Trio', 'Three hand-poured candles that smell like cedar smoke.', 36],
  ['Greyhallow Tea Blend Sampler', 'Four small-batch tea blends named for the gates of Greyhallow.', 32],
  ['Saltreach Sea Glass Earrings', 'Tumbled sea glass in teal and pearl.', 28],
  ['Wyrmscale Leather Journal', 'Hand-tooled leather journal with 240 pages.', 42],
  ['Ember Forge Pendant', 'A copper ember set in sterling silver.', 68],
  ['Cinder Guard Rain Cloak', 'A waterproof hooded cloak cut for real weather.', 119],
  ['Pocket Whetstone', 'A fine whetstone in an oak case.', 15],
];

/**
 * Native ads chosen for where they stand (spec section 9's slots, issue 18): a price-filtered list never gets an ad
 * outside its range, the UK gets pounds, the ads rotate over pages and lists, a gift guide gets the ads that match it
 * first, and a list with no eligible ad gets none.
 */
describe('native ads for the list they stand in', () => {
  const product = apiForThisFile({ posts: 60 });
  const prisma = () => product.infrastructure.prisma;
  const byTitle = new Map<string, number>();

  beforeAll(async () => {
    await prisma().nativeAd.updateMany({ data: { active: false } });
    for (const [i, [title, content, usd]] of ADS.entries()) {
      const ad = await prisma().nativeAd.create({
        data: { title, content, link: `https://shop.example/p/${i + 1}`, image: `/media/ads/${i + 1}.webp`, price: usd.toFixed(2), active: true, createdAt: new Date(Date.UTC(2026, 0, i + 1)) },
      });
      byTitle.set(title, ad.id);
    }
  });

  async function adsFor(query: string): Promise<ServedAd[]> {
    const response = await product.inject({ method: 'GET', url: `/api/user/native_ad/?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json().ads as ServedAd[];
  }

  it('never puts an ad outside the price range of the list, on any page', async () => {
    for (let page = 1; page <= 8; page += 1) {
      const mid = await adsFor(`page=${page}&min=20&max=50&seed=s1`);
      expect(mid).toHaveLength(3);
      for (const ad of mid) {
        expect(ad.price).toBeGreaterThanOrEqual(20);
        expect(ad.price).toBeLessThanOrEqual(50);
      }
      expect(mid.map((ad) => ad.title)).not.toContain('Tavern Dice Tower');
      expect((await adsFor(`page=${page}&min=0&max=20&seed=s1`)).map((ad) => ad.title)).toEqual(['Pocket Whetstone']);
    }
  });

  it('gives a list with no ad in its range none', async () => {
    expect(await adsFor('page=1&min=0&max=10')).toEqual([]);
    expect(await adsFor('page=1&min=1000')).toEqual([]);
  });

  it('shows the UK prices in pounds, and filters by the pound range', async () => {
    const seen = new Map<string, ServedAd>();
    for (let page = 1; page <= 8; page += 1) {
      for (const ad of await adsFor(`page=${page}&country=uk&min=20&max=50&seed=s2`)) {
        expect(ad.currency).toBe('GBP');
        expect(ad.price).toBeGreaterThanOrEqual(20);
        expect(ad.price).toBeLessThanOrEqual(50);
        seen.set(ad.title, ad);
      }
    }
    // $54 is £42.66: inside £20–£50, where it belongs; $24 is £18.96: below it.
    expect(seen.get('Tavern Dice Tower')?.price).toBe(42.66);
    expect(seen.has('Lantern Moth Night Light')).toBe(false);
    const unfiltered = await adsFor('page=1&country=uk');
    expect(unfiltered.every((ad) => ad.currency === 'GBP')).toBe(true);
    expect(unfiltered.map((ad) => ad.price)).not.toContain(54);
  });

  it('rotates the ads: successive pages differ, every ad gets its share, different lists start differently', async () => {
    const shown = new Map<string, number>();
    let previous = '';
    for (let page = 1; page <= 8; page += 1) {
      const titles = (await adsFor(`page=${page}&seed=visitor-a`)).map((ad) => ad.title);
      expect(new Set(titles).size).toBe(3);
      expect(titles.join()).not.toBe(previous);
      previous = titles.join();
      for (const title of titles) shown.set(title, (shown.get(title) ?? 0) + 1);
    }
    // 8 pages x 3 slots over 10 ads: each ad stands in 2 or 3 slots.
    expect(shown.size).toBe(ADS.length);
    for (const count of shown.values()) expect([2, 3]).toContain(count);

    // Over visitors' sessions, every ad gets its turn on the first page (20 seeded visitors: a deterministic sample).
    const onFirstPages = new Set<string>();
    for (let visitor = 1; visitor <= 20; visitor += 1) {
      for (const ad of await adsFor(`page=1&seed=visitor-${visitor}`)) onFirstPages.add(ad.title);
    }
    expect(onFirstPages.size).toBe(ADS.length);

    // One visitor sees other ads on the first page of other lists.
    const firstPages = new Set<string>();
    for (const query of ['', '&list=for-her', '&min=20&max=150', '&country=ca', '&list=apparel']) {
      firstPages.add((await adsFor(`page=1&seed=visitor-a${query}`)).map((ad) => ad.ad_id).join());
    }
    expect(firstPages.size).toBeGreaterThanOrEqual(3);
  });

  it('puts the ads that match the gift guide first on its pages', async () => {
    const guide = await prisma().category.findUnique({ where: { slug: 'candles-and-hearth' } });
    expect(guide).not.toBeNull();
    for (let page = 1; page <= 4; page += 1) {
      const titles = (await adsFor(`page=${page}&list=candles-and-hearth&seed=g`)).map((ad) => ad.title);
      expect(titles.slice(0, 2).sort()).toEqual(['Hearthfire Smoke Candle Trio', 'Lantern Moth Night Light']);
      expect(titles).toHaveLength(3);
    }
  });

  it('hands each ad out with its own offer, and none past page 8', async () => {
    const ads = await adsFor('page=1&seed=offers');
    expect(new Set(ads.map((ad) => ad.offer)).size).toBe(3);
    expect(await adsFor('page=9')).toEqual([]);
  });

  it('answers 400 naming the problem for a bad context', async () => {
    const bad = async (query: string) => {
      const response = await product.inject({ method: 'GET', url: `/api/user/native_ad/?${query}` });
      expect(response.statusCode).toBe(400);
      return response.json().meta.error as string;
    };
    expect(await bad('min=cheap')).toBe('min must be a number');
    expect(await bad('min=50&max=20')).toBe('min must not be above max');
    await bad('list=%00');
    expect(await bad('list=caf%C3%A9%20guide')).toMatch(/^list must be/);
    expect(await bad('page=0')).toMatch(/^page must be/);
    expect(await bad('country=fr')).toMatch(/^country must be/);
  });
});
