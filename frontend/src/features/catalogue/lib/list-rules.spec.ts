import { addPage, changeSort, initialInfiniteList, nextPage, setDisabled, throttle } from './infinite-list';
import { KeptLists, restoresKeptList } from './kept-lists';
import { adSlotsForPage, adsForPage, withInserts } from './list-inserts';
import { apiMax, clampPrice, GIFTS_PRICE_SLIDER, priceLabel, PRICE_PAGE_SLIDER, readPriceRange } from './price-slider';

describe('infinite scroll list', () => {
  it('adds pages in order and asks for the page after the highest one added', () => {
    let state = initialInfiniteList<number>('new');
    expect(nextPage(state, 1)).toBe(1);
    state = addPage(state, 'new', 1, [1, 2]);
    state = addPage(state, 'new', 2, [3]);
    expect(state.items).toEqual([1, 2, 3]);
    expect(nextPage(state, 1)).toBe(3);
  });

  it('starts from the page of the URL', () => {
    expect(nextPage(initialInfiniteList('new'), 4)).toBe(4);
  });

  it('never adds the same page twice', () => {
    let state = addPage(initialInfiniteList<number>('new'), 'new', 1, [1, 2]);
    state = addPage(state, 'new', 1, [1, 2]);
    expect(state.items).toEqual([1, 2]);
    expect(state.pages).toEqual([1]);
  });

  it('discards posts of a previous sort, including a page that arrives late', () => {
    let state = addPage(initialInfiniteList<number>('new'), 'new', 1, [1, 2]);
    state = changeSort(state, 'random');
    expect(state.items).toEqual([]);
    state = addPage(state, 'new', 2, [3]);
    expect(state.items).toEqual([]);
    state = addPage(state, 'random', 1, [9]);
    expect(state.items).toEqual([9]);
  });

  it('stops at the first empty page', () => {
    let state = addPage(initialInfiniteList<number>('new'), 'new', 1, [1]);
    state = addPage(state, 'new', 2, []);
    expect(state.done).toBe(true);
    expect(nextPage(state, 1)).toBeNull();
    expect(addPage(state, 'new', 3, [7]).items).toEqual([1]);
  });

  it('requests nothing while disabled', () => {
    const state = setDisabled(initialInfiniteList<number>('new'), true);
    expect(nextPage(state, 1)).toBeNull();
    expect(nextPage(setDisabled(state, false), 1)).toBe(1);
  });

  it('throttles calls to one per 100 ms and still runs the last one', () => {
    jest.useFakeTimers();
    try {
      const calls: number[] = [];
      const fn = throttle((n: number) => calls.push(n), 100);
      fn(1);
      fn(2);
      fn(3);
      expect(calls).toEqual([1]);
      jest.advanceTimersByTime(100);
      expect(calls).toEqual([1, 3]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('lists kept for a return through history', () => {
  const scrolled = () => addPage(addPage(initialInfiniteList<number>('new'), 'new', 1, [1, 2]), 'new', 2, [3, 4]);

  it('restores only on Back, Forward or reload, never on a link', () => {
    expect(restoresKeptList('POP')).toBe(true);
    expect(restoresKeptList('PUSH')).toBe(false);
    expect(restoresKeptList('REPLACE')).toBe(false);
  });

  it('brings back every page a list had when it is reached through history', () => {
    const kept = new KeptLists<number>(20);
    kept.remember(scrolled());
    const state = kept.start('new', 'POP', false);
    expect(state.pages).toEqual([1, 2]);
    expect(state.items).toEqual([1, 2, 3, 4]);
    expect(nextPage(state, 1)).toBe(3);
  });

  it('starts a list reached by a link at its first page and forgets the pages kept for it', () => {
    for (const action of ['PUSH', 'REPLACE'] as const) {
      const kept = new KeptLists<number>(20);
      kept.remember(scrolled());
      const state = kept.start('new', action, false);
      expect([action, state.pages, state.items, nextPage(state, 1)]).toEqual([action, [], [], 1]);
      expect(kept.has('new')).toBe(false);
      expect(kept.start('new', 'POP', false).pages).toEqual([]);
    }
  });

  it('keeps the other lists when one is started afresh', () => {
    const kept = new KeptLists<number>(20);
    kept.remember(scrolled());
    kept.remember(addPage(initialInfiniteList<number>('popular'), 'popular', 1, [9]));
    kept.start('new', 'PUSH', false);
    expect(kept.start('popular', 'POP', false).items).toEqual([9]);
  });

  it('takes the disabled flag of the new visit and keeps at most the limit, dropping the least recently used', () => {
    const kept = new KeptLists<number>(2);
    for (const sort of ['a', 'b', 'c']) kept.remember(addPage(initialInfiniteList<number>(sort), sort, 1, [1]));
    expect(kept.has('a')).toBe(false);
    expect(kept.start('c', 'POP', true).disabled).toBe(true);
    kept.remember(initialInfiniteList<number>('d'));
    expect(kept.has('d')).toBe(false);
  });
});

describe('list inserts', () => {
  const posts = Array.from({ length: 12 }, (_, i) => `p${i + 1}`);
  const ads = ['a1', 'a2', 'a3', 'a4'];
  const labels = (entries: ReturnType<typeof withInserts<string, string>>) =>
    entries.map((e) => (e.kind === 'ad' ? e.ad : e.kind === 'featured' ? `F:${e.post}` : e.post));

  it('puts native ads at positions 3, 7 and 12 on pages 1 to 8', () => {
    for (const page of [1, 8]) {
      const shown = labels(withInserts({ page, posts, ads }));
      expect(shown[2]).toBe('a1');
      expect(shown[6]).toBe('a2');
      expect(shown[11]).toBe('a3');
      expect(shown).toHaveLength(15);
    }
  });

  it('shows no native ads from page 9 on', () => {
    expect(labels(withInserts({ page: 9, posts, ads }))).toEqual(posts);
    expect(adSlotsForPage(9, 12)).toBe(0);
    expect(adSlotsForPage(1, 12)).toBe(3);
  });

  it('puts the featured item at position 5 of a gift list, on page 1 only', () => {
    expect(labels(withInserts({ page: 1, posts, featured: 'f' }))[4]).toBe('F:f');
    expect(labels(withInserts({ page: 2, posts, featured: 'f' }))).toEqual(posts);
  });

  it('puts the related item at position 4 on page 1', () => {
    expect(labels(withInserts({ page: 1, posts, related: 'r' }))[3]).toBe('F:r');
    expect(labels(withInserts({ page: 2, posts, related: 'r' }))).toEqual(posts);
  });

  it('places the featured item and the ads together on page 1 without moving the ads off 3, 7 and 12', () => {
    const shown = labels(withInserts({ page: 1, posts, ads, featured: 'f' }));
    expect(shown[2]).toBe('a1');
    expect(shown[6]).toBe('a2');
    expect(shown[11]).toBe('a3');
    expect(shown).toContain('F:f');
  });

  it('puts the featured item at the end of a page shorter than 5 posts', () => {
    expect(labels(withInserts({ page: 1, posts: ['p1', 'p2'], featured: 'f' }))).toEqual(['p1', 'p2', 'F:f']);
  });

  it('shows only the ad slots a short page reaches', () => {
    expect(labels(withInserts({ page: 1, posts: ['p1', 'p2', 'p3', 'p4'], ads }))).toEqual(['p1', 'p2', 'a1', 'p3', 'p4']);
    expect(adSlotsForPage(1, 4)).toBe(1);
    expect(adSlotsForPage(1, 0)).toBe(0);
  });

  it('shows the ads the API chose for the page, in order, one per slot, on pages 1 to 8 only', () => {
    expect(adsForPage(['a', 'b', 'c'], 1, 3)).toEqual(['a', 'b', 'c']);
    expect(adsForPage(['d', 'a', 'b'], 2, 3)).toEqual(['d', 'a', 'b']);
    expect(adsForPage(['a', 'b', 'c', 'd'], 2, 3)).toEqual(['a', 'b', 'c']);
    expect(adsForPage(['a'], 2, 3)).toEqual(['a']);
    expect(adsForPage([], 1, 3)).toEqual([]);
    expect(adsForPage(['a', 'b'], 1, 1)).toEqual(['a']);
    expect(adsForPage(['a'], 9, 3)).toEqual([]);
  });

  it('leaves a slot without an ad to the next post: no hole', () => {
    const entries = withInserts({ page: 1, posts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], ads: adsForPage(['only'], 1, 3) });
    expect(entries).toHaveLength(13);
    expect(entries[2]).toEqual({ kind: 'ad', ad: 'only' });
    expect(entries[6]).toEqual({ kind: 'post', post: 6 });
    expect(entries.filter((e) => e.kind === 'ad')).toHaveLength(1);
  });
});

describe('price slider', () => {
  it('has the gifts and price-page bounds of the spec', () => {
    expect(GIFTS_PRICE_SLIDER).toEqual({ floor: 20, ceil: 150, step: 10, defaultMin: 20, defaultMax: 149 });
    expect(PRICE_PAGE_SLIDER).toMatchObject({ floor: 0, ceil: 150, step: 10, defaultMax: 20 });
  });

  it('labels 149 or more as Max', () => {
    expect(priceLabel(149)).toBe('Max');
    expect(priceLabel(150)).toBe('Max');
    expect(priceLabel(140)).toBe('$140');
    expect(priceLabel(148)).toBe('$148');
  });

  it('labels values with the symbol of the visitor currency', () => {
    expect(priceLabel(40, 'GBP')).toBe('£40');
    expect(priceLabel(40, 'CAD')).toBe('$40');
    expect(priceLabel(149, 'GBP')).toBe('Max');
  });

  it('snaps values onto the steps within the bounds', () => {
    expect(clampPrice('33', GIFTS_PRICE_SLIDER, 20)).toBe(30);
    expect(clampPrice('5', GIFTS_PRICE_SLIDER, 20)).toBe(20);
    expect(clampPrice('900', PRICE_PAGE_SLIDER, 20)).toBe(150);
    expect(clampPrice('abc', PRICE_PAGE_SLIDER, 20)).toBe(20);
    expect(readPriceRange(null, null, PRICE_PAGE_SLIDER)).toEqual({ min: 0, max: 20 });
    expect(readPriceRange('80', '40', GIFTS_PRICE_SLIDER)).toEqual({ min: 40, max: 80 });
  });

  it('asks the API for no upper bound at Max', () => {
    expect(apiMax(149)).toBe(2000);
    expect(apiMax(60)).toBe(60);
  });
});
