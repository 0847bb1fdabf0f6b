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

  it('serves an expired entry within its stale window while one background load refreshes it', async () => {
    let now = 0;
    const failures: unknown[] = [];
    const cache = new TtlLruCache<string>(10, 1_000, () => now, { staleMs: 10_000, onRefreshError: (error) => failures.push(error) });
    let release!: (value: string) => void;
    let loads = 0;
    const slow = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    await cache.getOrLoad('a', async () => 'first');

    now = 1_500;
    expect(await cache.getOrLoad('a', slow)).toBe('first');
    expect(await cache.getOrLoad('a', slow)).toBe('first');
    expect(loads).toBe(1);
    release('second');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.getOrLoad('a', slow)).toBe('second');

    now = 3_000;
    expect(await cache.getOrLoad('a', async () => Promise.reject(new Error('down')))).toBe('second');
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toHaveLength(1);
    expect(await cache.getOrLoad('a', async () => 'third')).toBe('second');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.getOrLoad('a', async () => 'fourth')).toBe('third');
  });

  it('makes a reader wait for a new load once the stale window has passed', async () => {
    let now = 0;
    const cache = new TtlLruCache<string>(10, 1_000, () => now, { staleMs: 2_000 });
    await cache.getOrLoad('a', async () => 'first');
    now = 3_000;
    expect(await cache.getOrLoad('a', async () => 'second')).toBe('second');
  });

  it('purges the matching keys only, and keeps no load that was under way during the purge', async () => {
    const cache = new TtlLruCache<string>(10, 60_000);
    await cache.getOrLoad('/api/lists/new/1/', async () => 'old list');
    await cache.getOrLoad('/api/posts/dragon-mug/', async () => 'old post');
    let release!: (value: string) => void;
    const inFlight = cache.getOrLoad('/api/lists/new/2/', () => new Promise<string>((resolve) => (release = resolve)));

    expect(cache.purge((key) => key.startsWith('/api/lists/'))).toBe(1);
    release('read before the purge');

    expect(await inFlight).toBe('read before the purge');
    expect(await cache.getOrLoad('/api/lists/new/1/', async () => 'new list')).toBe('new list');
    expect(await cache.getOrLoad('/api/lists/new/2/', async () => 'new page 2')).toBe('new page 2');
    expect(await cache.getOrLoad('/api/posts/dragon-mug/', async () => 'new post')).toBe('old post');
  });
});
