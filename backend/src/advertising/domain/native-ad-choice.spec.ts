import { chooseNativeAds, guideKeywords, relevance, withinPriceRange, type AdCandidate } from './native-ad-choice';

const ad = (id: number, title: string, localPrice: number | null, content = ''): AdCandidate => ({ id, title, content, localPrice });

const ADS: AdCandidate[] = [
  ad(1, 'Wyrmscale Leather Journal', 42),
  ad(2, 'Hearthfire Smoke Candle Trio', 36, 'Three hand-poured candles that smell like cedar smoke.'),
  ad(3, 'Ember Forge Pendant', 68),
  ad(4, 'Cinder Guard Rain Cloak', 119),
  ad(5, 'Map of the Hollow Road, Framed', 89),
  ad(6, 'Greyhallow Tea Blend Sampler', 32),
  ad(7, 'Saltreach Sea Glass Earrings', 28),
  ad(8, 'Lantern Moth Night Light', 24, 'A glowing amber moth.'),
  ad(9, 'Frostmere Wool Socks, 4 Pairs', 26),
  ad(10, 'Tavern Dice Tower', 54),
];

const page = (p: number, extra: Partial<Parameters<typeof chooseNativeAds>[1]> = {}) =>
  chooseNativeAds(ADS, { seed: 'us|all', page: p, slots: 3, ...extra }).map((a) => a.id);

describe('choosing the native ads of a list page', () => {
  it('never shows an ad outside the list price range, nor one without a price on a filtered list', () => {
    for (let p = 1; p <= 8; p += 1) {
      const chosen = chooseNativeAds([...ADS, ad(11, 'Mystery Box', null)], { seed: 'x', page: p, slots: 3, min: 20, max: 50 });
      expect(chosen.length).toBe(3);
      for (const a of chosen) expect(a.localPrice).toBeGreaterThanOrEqual(20);
      for (const a of chosen) expect(a.localPrice).toBeLessThanOrEqual(50);
    }
    expect(withinPriceRange(54, 0, 20)).toBe(false);
    expect(withinPriceRange(54, 20, 50)).toBe(false);
    expect(withinPriceRange(null, undefined, undefined)).toBe(true);
    expect(withinPriceRange(null, 0, undefined)).toBe(false);
  });

  it('gives a list with no ad in its range no ad at all', () => {
    expect(chooseNativeAds(ADS, { seed: 'x', page: 1, slots: 3, min: 0, max: 20 })).toEqual([]);
    expect(chooseNativeAds(ADS, { seed: 'x', page: 1, slots: 3, min: 200 })).toEqual([]);
  });

  it('fills fewer slots when fewer ads are eligible, each ad once', () => {
    const chosen = page(1, { min: 50, max: 100 });
    expect(chosen.sort()).toEqual([10, 3, 5].sort());
    expect(page(1, { min: 100 })).toEqual([4]);
  });

  it('shows each eligible ad equally often over the pages of a list, and successive pages differ', () => {
    const shown = new Map<number, number>();
    // 10 ads, 3 slots: over 10 pages every ad stands in exactly 3 slots.
    for (let p = 1; p <= 10; p += 1) {
      const ids = page(p);
      expect(new Set(ids).size).toBe(3);
      if (p > 1) expect(ids).not.toEqual(page(p - 1));
      for (const id of ids) shown.set(id, (shown.get(id) ?? 0) + 1);
    }
    expect([...shown.values()]).toEqual(Array(10).fill(3));
  });

  it('orders ads differently for different lists and is the same for the same list', () => {
    expect(page(1)).toEqual(page(1));
    const firstPages = new Set(['us|all', 'us|for-her', 'us|apparel', 'uk|all', 'ca|all', 'us|all|20|50'].map((seed) => page(1, { seed }).join(',')));
    expect(firstPages.size).toBeGreaterThan(3);
  });

  it('puts the ads that match the gift guide first, on every page of the guide', () => {
    const keywords = guideKeywords({ slug: 'candles-and-hearth', name: 'Candles and Hearth', description: 'Hearth candles and lanterns that glow like the Hearthfire.' });
    expect(relevance(ADS[1]!, keywords)).toBeGreaterThan(0);
    expect(relevance(ADS[7]!, keywords)).toBeGreaterThan(0);
    expect(relevance(ADS[9]!, keywords)).toBe(0);
    for (let p = 1; p <= 8; p += 1) {
      const ids = page(p, { seed: 'us|candles-and-hearth', keywords });
      expect(ids.slice(0, 2).sort()).toEqual([2, 8]);
      expect(ids).toHaveLength(3);
    }
  });

  it('starts at the first ad of the base order (the newest) without a seed', () => {
    expect(chooseNativeAds(ADS, { page: 1, slots: 3 }).map((a) => a.id)).toEqual([1, 2, 3]);
    expect(chooseNativeAds(ADS, { page: 2, slots: 3 }).map((a) => a.id)).toEqual([4, 5, 6]);
  });

  it('spreads the first page over the ads across visitors\' seeds', () => {
    const firstSlot = new Map<number, number>();
    for (let visitor = 0; visitor < 1000; visitor += 1) {
      const id = page(1, { seed: `us|all|visitor-${visitor}` })[0]!;
      firstSlot.set(id, (firstSlot.get(id) ?? 0) + 1);
    }
    expect(firstSlot.size).toBe(10);
    for (const count of firstSlot.values()) expect(count).toBeGreaterThan(60);
  });

  it('gives a new ad a slot on every page it fits during its first day, then rotates it with the others', () => {
    const now = Date.UTC(2026, 10, 27, 12);
    const fresh = { ...ad(12, 'Wyrmglass Lantern', 34), startedAt: now - 60 * 60 * 1000 };
    const old = ADS.map((a) => ({ ...a, startedAt: now - 30 * 24 * 60 * 60 * 1000 }));
    for (let p = 1; p <= 8; p += 1) {
      for (const seed of ['us|all|a', 'us|all|b', 'uk|all|c']) {
        expect(chooseNativeAds([fresh, ...old], { seed, page: p, slots: 3, now })[0]?.id).toBe(12);
      }
    }
    // Outside the price range it is not shown, new or not.
    expect(chooseNativeAds([fresh, ...old], { seed: 'x', page: 1, slots: 3, now, min: 50 }).map((a) => a.id)).not.toContain(12);
    // A day later it is one ad among the others.
    const later = now + 25 * 60 * 60 * 1000;
    const firstSlots = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => chooseNativeAds([fresh, ...old], { seed, page: 1, slots: 3, now: later })[0]!.id));
    expect(firstSlots.size).toBeGreaterThan(1);
  });

  it('shows nothing before page 1 or without slots', () => {
    expect(page(0)).toEqual([]);
    expect(chooseNativeAds(ADS, { seed: 'x', page: 1, slots: 0 })).toEqual([]);
  });
});
