import { createMemoryEphemeralStore, type MemoryEphemeralStore } from './memory-ephemeral-store.adapter';

describe('memory ephemeral store', () => {
  let now = 1_000_000;
  let store: MemoryEphemeralStore;
  const clock = () => now;

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['Date', 'performance', 'nextTick', 'queueMicrotask', 'setImmediate'] });
    now = 1_000_000;
    store = createMemoryEphemeralStore({ now: clock, sweepIntervalMs: 10_000 });
  });

  afterEach(async () => {
    await store.close();
    jest.useRealTimers();
  });

  it('keeps a key until the clock reaches its TTL and forgets it on the next read', async () => {
    await store.setIfAbsent('offer-viewed:7', 150);

    now += 149;
    expect(await store.exists('offer-viewed:7')).toBe(true);
    now += 1;
    expect(await store.exists('offer-viewed:7')).toBe(false);
    expect(store.size).toBe(0);
  });

  it('does not move a counter window on later increments', async () => {
    expect(await store.increment('ip:203.0.113.9', 1000)).toBe(1);
    now += 900;
    expect(await store.increment('ip:203.0.113.9', 1000)).toBe(2);
    now += 100;

    expect(await store.increment('ip:203.0.113.9', 1000)).toBe(1);
  });

  it('removes expired keys that are never read again at the next sweep', async () => {
    for (let n = 0; n < 50; n += 1) await store.setIfAbsent(`batch:${n}`, 5_000);
    await store.setIfAbsent('batch:long', 60_000);
    expect(store.size).toBe(51);

    now += 5_000;
    jest.advanceTimersByTime(10_000);

    expect(store.size).toBe(1);
    expect(await store.exists('batch:long')).toBe(true);
  });

  it('stops sweeping and drops its keys when closed', async () => {
    await store.setIfAbsent('batch:1', 5_000);
    await store.close();

    expect(store.size).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});
