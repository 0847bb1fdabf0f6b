import { TtlLruCache } from './ttl-lru-cache';

describe('the page lookup cache', () => {
  it('loads a key once while it is fresh and again once it has expired', async () => {
    let now = 0;
    const cache = new TtlLruCache<number>(10, 1_000, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now = 999;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now = 1_000;
    expect(await cache.getOrLoad('a', load)).toBe(2);
  });

  it('drops the least recently used key when full', async () => {
    const cache = new TtlLruCache<string | null>(2, 60_000);
    await cache.getOrLoad('a', async () => 'a');
    await cache.getOrLoad('b', async () => null);
    await cache.getOrLoad('a', async () => 'reloaded');
    await cache.getOrLoad('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('a', async () => 'reloaded')).toBe('a');
    expect(await cache.getOrLoad('b', async () => 'reloaded')).toBe('reloaded');
  });
});
