import { uniqueName } from '@emberhold/infra';
import type { EphemeralStore } from './ephemeral-store.port';

export interface EphemeralStoreContractOptions {
  /** Opens another store on the same backing service with the given key prefix, for adapters that take one. */
  openWithPrefix?: (keyPrefix: string) => Promise<EphemeralStore>;
}

/** Added to a TTL before checking that it has passed: Redis and Node read the clock with 1 ms resolution. */
const clockSlackMs = 30;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sleeps until `moment` (ms since the epoch), plus the clock's slack, has passed. */
const sleepPast = (moment: number) => sleep(Math.max(0, moment + clockSlackMs - Date.now()));

/** Thrown when an answer that only proves something inside a TTL came back after the TTL could have ended. */
class TooLate extends Error {}

/**
 * Runs `read` and gives its answer, or throws TooLate when the answer arrived too late to have been given before
 * `deadline` (ms since the epoch): past it, the key or window in question may rightly have expired.
 */
async function before<T>(deadline: number, read: () => Promise<T>): Promise<T> {
  const answer = await read();
  if (Date.now() >= deadline - clockSlackMs) throw new TooLate();
  return answer;
}

/**
 * Runs a check whose steps must fall inside a TTL, with `ttlMs`, and again with twice the TTL (on fresh keys) each
 * time a busy machine made a step too late to prove anything. Only a wrong answer fails it, never a slow one: an
 * expiry is checked after sleeping past its latest possible moment, and a "still there" only inside its earliest.
 */
async function withTtl(ttlMs: number, check: (ttl: number) => Promise<void>): Promise<void> {
  for (let ttl = ttlMs; ; ttl *= 2) {
    try {
      return await check(ttl);
    } catch (error) {
      if (!(error instanceof TooLate) || ttl >= ttlMs * 64) throw error;
    }
  }
}

/** Polls until the condition holds; fails after 5 s. */
async function waitFor(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited >= 5_000) throw new Error('the expected messages did not arrive within 5 s');
    await sleep(10);
  }
}

/**
 * What the tracking API relies on from the ephemeral store, whichever adapter carries it: one winner per one-time
 * flag, keys that go away after their TTL, and fixed-window counters. Every test uses its own keys, so the suite can
 * share a Redis with other test files. The TTLs are short and the waits real; see withTtl for how a slow machine is
 * told from a wrong answer.
 */
export function describeEphemeralStoreContract(name: string, open: () => Promise<EphemeralStore>, options: EphemeralStoreContractOptions = {}): void {
  describe(`ephemeral store contract › ${name}`, () => {
    let store: EphemeralStore;
    const key = (label: string) => uniqueName(`contract-${label}`);

    beforeAll(async () => {
      store = await open();
    });

    afterAll(async () => {
      await store.close();
    });

    it('answers a ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('lets the first setIfAbsent of a key win and later ones lose until it expires, without extending it', async () => {
      await withTtl(300, async (ttl) => {
        const flag = key('offer-viewed');
        const setAt = Date.now();
        expect(await store.setIfAbsent(flag, ttl)).toBe(true);
        const setBy = Date.now();
        expect(await before(setAt + ttl, () => store.setIfAbsent(flag, ttl))).toBe(false);
        await sleep(ttl / 2);
        const losingAt = Date.now();
        expect(await before(setAt + ttl, () => store.setIfAbsent(flag, ttl))).toBe(false);
        await sleepPast(setBy + ttl);

        // Had the losing call reset the TTL, the key would live until losingAt + ttl.
        expect(await before(losingAt + ttl, () => store.setIfAbsent(flag, ttl))).toBe(true);
      });
    });

    it('forgets a key once its TTL has passed, while a key with a longer TTL stays', async () => {
      await withTtl(150, async (ttl) => {
        const short = key('short');
        const long = key('long');
        const setAt = Date.now();
        await store.setIfAbsent(short, ttl);
        const setBy = Date.now();
        await store.setIfAbsent(long, 60_000);
        expect(await before(setAt + ttl, () => store.exists(short))).toBe(true);

        await sleepPast(setBy + ttl);

        expect(await store.exists(short)).toBe(false);
        expect(await store.exists(long)).toBe(true);
      });
    });

    it('does not know a key that was never set', async () => {
      expect(await store.exists(key('never-set'))).toBe(false);
    });

    it('frees a deleted key for the next setIfAbsent, and deleting a missing key is harmless', async () => {
      const batch = key('batch-accepted');
      await store.setIfAbsent(batch, 60_000);

      await store.delete(batch);

      expect(await store.exists(batch)).toBe(false);
      expect(await store.setIfAbsent(batch, 60_000)).toBe(true);
      await expect(store.delete(key('missing'))).resolves.toBeUndefined();
    });

    it('counts 1, 2, 3 within a window and starts again at 1 after it', async () => {
      await withTtl(150, async (window) => {
        const counter = key('rate');
        const firstAt = Date.now();
        expect(await store.increment(counter, window)).toBe(1);
        const firstBy = Date.now();
        expect(await before(firstAt + window, () => store.increment(counter, window))).toBe(2);
        expect(await before(firstAt + window, () => store.increment(counter, window))).toBe(3);

        await sleepPast(firstBy + window);

        const againAt = Date.now();
        expect(await store.increment(counter, window)).toBe(1);
        expect(await before(againAt + window, () => store.increment(counter, window))).toBe(2);
      });
    });

    it('keeps the window where the first increment started it', async () => {
      await withTtl(500, async (window) => {
        const counter = key('fixed-window');
        const firstAt = Date.now();
        expect(await store.increment(counter, window)).toBe(1);
        const firstBy = Date.now();
        await sleep(window * 0.6);
        const secondAt = Date.now();
        expect(await before(firstAt + window, () => store.increment(counter, window))).toBe(2);
        await sleepPast(firstBy + window);

        // The first increment's window has ended; one restarted by the second would last until secondAt + window.
        expect(await before(secondAt + window, () => store.increment(counter, window))).toBe(1);
      });
    });

    it('gives exactly one of 20 concurrent setIfAbsent calls for one key true', async () => {
      const flag = key('race');
      const results = await Promise.all(Array.from({ length: 20 }, () => store.setIfAbsent(flag, 60_000)));

      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('counts every one of 20 concurrent increments of one key', async () => {
      const counter = key('concurrent-count');
      const counts = await Promise.all(Array.from({ length: 20 }, () => store.increment(counter, 60_000)));

      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });

    it('refuses a TTL or window that is not a whole number of milliseconds of at least 1', async () => {
      for (const ttl of [0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
        await expect(store.setIfAbsent(key('bad-ttl'), ttl)).rejects.toMatchObject({ code: 'EPHEMERAL_STORE_INVALID_TTL' });
        await expect(store.increment(key('bad-window'), ttl)).rejects.toMatchObject({ code: 'EPHEMERAL_STORE_INVALID_TTL' });
      }
    });

    it('delivers a published message to every subscriber of its channel, in order, and none after unsubscribing', async () => {
      const channel = key('purge');
      const first: string[] = [];
      const second: string[] = [];
      const other: string[] = [];
      const stopFirst = await store.subscribe(channel, (message) => first.push(message));
      const stopSecond = await store.subscribe(channel, (message) => second.push(message));
      const stopOther = await store.subscribe(key('other-channel'), (message) => other.push(message));
      try {
        await store.publish(channel, 'one');
        await store.publish(channel, 'two');
        await waitFor(() => first.length === 2 && second.length === 2);
        expect(first).toEqual(['one', 'two']);
        expect(second).toEqual(['one', 'two']);

        await stopFirst();
        await store.publish(channel, 'three');
        await waitFor(() => second.length === 3);

        expect(first).toEqual(['one', 'two']);
        expect(other).toEqual([]);
      } finally {
        await Promise.all([stopSecond(), stopOther()]);
      }
    });

    it('refuses calls once closed, and closing twice is harmless', async () => {
      const other = await open();
      await other.close();
      await other.close();

      await expect(other.setIfAbsent(key('closed'), 1000)).rejects.toMatchObject({ code: 'EPHEMERAL_STORE_CLOSED' });
      await expect(other.increment(key('closed'), 1000)).rejects.toMatchObject({ code: 'EPHEMERAL_STORE_CLOSED' });
      await expect(other.ping()).rejects.toMatchObject({ code: 'EPHEMERAL_STORE_CLOSED' });
    });

    const openWithPrefix = options.openWithPrefix;
    if (openWithPrefix) {
      it('carries a message to a subscriber on another connection with the same prefix, as between two processes', async () => {
        const prefix = `${uniqueName('contract-pubsub')}:`;
        const [publisher, subscriber] = await Promise.all([openWithPrefix(prefix), openWithPrefix(prefix)]);
        try {
          const received: string[] = [];
          await subscriber.subscribe('purge', (message) => received.push(message));

          await publisher.publish('purge', 'from another process');

          await waitFor(() => received.length === 1);
          expect(received).toEqual(['from another process']);
        } finally {
          await Promise.all([publisher.close(), subscriber.close()]);
        }
      });

      it('keeps keys of stores with different prefixes apart', async () => {
        const first = await openWithPrefix(`${uniqueName('contract-a')}:`);
        const second = await openWithPrefix(`${uniqueName('contract-b')}:`);
        try {
          const shared = key('shared');
          expect(await first.setIfAbsent(shared, 60_000)).toBe(true);
          expect(await second.exists(shared)).toBe(false);
          expect(await second.setIfAbsent(shared, 60_000)).toBe(true);
          expect(await second.increment(`${shared}-count`, 60_000)).toBe(1);
          expect(await first.increment(`${shared}-count`, 60_000)).toBe(1);

          await first.delete(shared);

          expect(await first.exists(shared)).toBe(false);
          expect(await second.exists(shared)).toBe(true);
        } finally {
          await Promise.all([first.close(), second.close()]);
        }
      });
    }
  });
}
