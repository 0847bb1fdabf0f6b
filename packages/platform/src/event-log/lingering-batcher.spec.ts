import { EventLogLifecycle, type StartableSubscription } from './event-log-lifecycle';
import { LingeringBatcher } from './lingering-batcher';

/** A transport whose sends finish only when the test says so, recording what each send carried. */
function heldTransport<T>() {
  const sends: Array<{ items: T[]; lane: number; finish: (error?: Error) => void }> = [];
  const send = (items: T[], lane = 0) =>
    new Promise<void>((resolve, reject) => {
      sends.push({ items, lane, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { sends, send };
}

const settledState = async (promise: Promise<void>): Promise<'resolved' | 'rejected' | 'pending'> => {
  let state: 'resolved' | 'rejected' | 'pending' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return state;
};

describe('LingeringBatcher', () => {
  it('sends at once when idle, and gathers the calls that arrive during a send into the next one', async () => {
    const { sends, send } = heldTransport<number>();
    const batcher = new LingeringBatcher<number>((items) => send(items), 0, 1000);
    const first = batcher.add([1]);
    expect(sends.map((s) => s.items)).toEqual([[1]]);
    const during = [batcher.add([2, 3]), batcher.add([4]), batcher.add([5])];
    // One send in flight at a time: the three calls wait together.
    expect(sends).toHaveLength(1);
    expect(await settledState(during[0]!)).toBe('pending');
    sends[0]!.finish();
    await first;
    await Promise.resolve();
    expect(sends.map((s) => s.items)).toEqual([[1], [2, 3, 4, 5]]);
    expect(await settledState(during[0]!)).toBe('pending');
    sends[1]!.finish();
    await Promise.all(during);
  });

  it('rejects exactly the calls whose items a failed send carried', async () => {
    const { sends, send } = heldTransport<string>();
    const batcher = new LingeringBatcher<string>((items) => send(items), 0, 1000);
    const first = batcher.add(['a']);
    const second = batcher.add(['b']);
    const third = batcher.add(['c']);
    sends[0]!.finish(new Error('broker said no'));
    await expect(first).rejects.toThrow('broker said no');
    await Promise.resolve();
    sends[1]!.finish();
    await expect(Promise.all([second, third])).resolves.toBeDefined();
  });

  it('caps a send at maxItems; a call split across two sends settles with the second and fails with either', async () => {
    const { sends, send } = heldTransport<number>();
    const batcher = new LingeringBatcher<number>((items) => send(items), 0, 3);
    const first = batcher.add([1]);
    const big = batcher.add([2, 3, 4, 5]);
    sends[0]!.finish();
    await first;
    await Promise.resolve();
    expect(sends.map((s) => s.items)).toEqual([[1], [2, 3, 4]]);
    sends[1]!.finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(sends.map((s) => s.items)).toEqual([[1], [2, 3, 4], [5]]);
    expect(await settledState(big)).toBe('pending');
    sends[2]!.finish(new Error('second half lost'));
    await expect(big).rejects.toThrow('second half lost');
  });

  it('keeps a send under the weight limit, sending a single heavier item alone', async () => {
    const { sends, send } = heldTransport<string>();
    const batcher = new LingeringBatcher<string>((items) => send(items), 0, 1000, (item) => item.length, 10);
    const first = batcher.add(['x']);
    const rest = batcher.add(['aaaa', 'bbbb', 'cccc', 'dddddddddddddddd', 'e']);
    for (let i = 0; i < sends.length; i += 1) {
      sends[i]!.finish();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await first;
    await rest;
    expect(sends.map((s) => s.items.join(''))).toEqual(['x', 'aaaabbbb', 'cccc', 'dddddddddddddddd', 'e']);
  });

  it('flush waits for what is in flight and what gathered behind it', async () => {
    const { sends, send } = heldTransport<number>();
    const batcher = new LingeringBatcher<number>((items) => send(items), 50, 1000);
    void batcher.add([1]);
    const flushed = batcher.flush();
    void batcher.add([2]);
    sends[0]!.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await settledState(flushed)).toBe('pending');
    sends[1]!.finish();
    await flushed;
    expect(sends.map((s) => s.items)).toEqual([[1], [2]]);
  });
});

describe('EventLogLifecycle lanes', () => {
  type Rec = { key: string; n: number };

  it('overlaps sends of different lanes while each key keeps its order within its own lane', async () => {
    const keyLane = (key: string) => Number(key.split(':')[1]) % 5;
    const { sends, send } = heldTransport<Rec>();
    const lifecycle = new EventLogLifecycle<Rec, StartableSubscription>((items, lane) => send(items, lane), {
      lingerMs: 0,
      maxBatchRecords: 1000,
      lanes: 4,
      laneOf: (record) => keyLane(record.key),
    });
    const keys = Array.from({ length: 12 }, (_, i) => `post:${i}`);
    const calls: Promise<void>[] = [];
    for (let n = 0; n < 5; n += 1) calls.push(lifecycle.send(keys.map((key) => ({ key, n }))));
    // Several lanes have a send in flight at once.
    const lanesInFlight = new Set(sends.map((s) => s.lane));
    expect(lanesInFlight.size).toBeGreaterThan(1);
    // Finish sends newest first, so lanes complete in another order than they started, until none is left.
    const finished = new Set<unknown>();
    for (let next = sends.at(-1); next; next = [...sends].reverse().find((s) => !finished.has(s))) {
      finished.add(next);
      next.finish();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(calls);
    for (const key of keys) {
      const sent = sends.flatMap((s) => s.items.filter((record) => record.key === key).map((record) => ({ n: record.n, lane: s.lane })));
      expect(sent.map((s) => s.n)).toEqual([0, 1, 2, 3, 4]);
      expect(new Set(sent.map((s) => s.lane)).size).toBe(1);
    }
  });

  it('rejects a call when one of the lanes its records went through failed', async () => {
    const { sends, send } = heldTransport<Rec>();
    const lifecycle = new EventLogLifecycle<Rec, StartableSubscription>((items, lane) => send(items, lane), {
      lingerMs: 0,
      maxBatchRecords: 1000,
      lanes: 2,
      laneOf: (record) => (record.key === 'a' ? 0 : 1),
    });
    const call = lifecycle.send([{ key: 'a', n: 1 }, { key: 'b', n: 1 }]);
    expect(sends.map((s) => s.lane).sort()).toEqual([0, 1]);
    sends.find((s) => s.lane === 0)!.finish();
    sends.find((s) => s.lane === 1)!.finish(new Error('lane 1 failed'));
    await expect(call).rejects.toThrow('lane 1 failed');
  });
});
