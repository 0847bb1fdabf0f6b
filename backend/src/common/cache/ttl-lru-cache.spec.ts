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

  it('shares one load between concurrent requests for a key and keeps no failed load', async () => {
    const cache = new TtlLruCache<number>(10, 60_000);
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      loads += 1;
      await gate;
      return loads;
    };
    const both = Promise.all([cache.getOrLoad('a', slow), cache.getOrLoad('a', slow)]);
    release();
    expect(await both).toEqual([1, 1]);
    expect(loads).toBe(1);

    await expect(cache.getOrLoad('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('b', async () => 7)).toBe(7);
  });

  it('loads every time when its TTL is 0', async () => {
    const cache = new TtlLruCache<number>(10, 0);
    let loads = 0;
    await cache.getOrLoad('a', async () => ++loads);
    expect(await cache.getOrLoad('a', async () => ++loads)).toBe(2);
    expect(cache.size).toBe(0);
  });
});
