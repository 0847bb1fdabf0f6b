import { useSavedStore, selectSaved, type SavedKind } from '../stores/saved.store';
import { LOOKUP_BATCH_MAX, SavedLookups } from './saved-lookups';

interface Call {
  kind: SavedKind;
  ids: number[];
  resolve: (saved: number[]) => void;
  reject: (error: Error) => void;
}

function harness() {
  const calls: Call[] = [];
  const flushes: Array<() => void> = [];
  const lookups = new SavedLookups({
    find: (kind, ids) => new Promise<number[]>((resolve, reject) => calls.push({ kind, ids, resolve, reject })),
    known: (userId, kind, id) => selectSaved(userId, kind, id)(useSavedStore.getState()) !== undefined,
    checked: (userId, kind, ids, saved) => useSavedStore.getState().checked(userId, kind, ids, saved),
    schedule: (flush) => flushes.push(flush),
  });
  const flush = () => flushes.splice(0).forEach((run) => run());
  return { lookups, calls, flush };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const flag = (userId: number, kind: SavedKind, id: number) => selectSaved(userId, kind, id)(useSavedStore.getState());

describe('saved-flag lookups', () => {
  const initial = useSavedStore.getState();
  beforeEach(() => useSavedStore.setState(initial, true));

  it("asks once for all the cards of a page, posts and sponsored items apart, and records every card's flag", async () => {
    const { lookups, calls, flush } = harness();
    for (const id of [11, 12, 13, 12]) lookups.request(7, 'post', id);
    lookups.request(7, 'ad', 501);
    expect(calls).toHaveLength(0);
    flush();
    expect(calls.map((call) => [call.kind, call.ids])).toEqual([
      ['post', [11, 12, 13]],
      ['ad', [501]],
    ]);
    calls[0]!.resolve([12]);
    calls[1]!.resolve([]);
    await settle();
    expect([flag(7, 'post', 11), flag(7, 'post', 12), flag(7, 'post', 13), flag(7, 'ad', 501)]).toEqual([false, true, false, false]);
  });

  it('never asks again about a post already checked or on its way, and the next page asks only for its own', async () => {
    const { lookups, calls, flush } = harness();
    lookups.request(7, 'post', 1);
    flush();
    lookups.request(7, 'post', 1);
    flush();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve([1]);
    await settle();
    for (const id of [1, 2, 3]) lookups.request(7, 'post', id);
    flush();
    expect(calls.map((call) => call.ids)).toEqual([[1], [2, 3]]);
  });

  it('splits a long gathering into calls of at most 200 ids', () => {
    const { lookups, calls, flush } = harness();
    for (let id = 1; id <= LOOKUP_BATCH_MAX + 5; id += 1) lookups.request(7, 'post', id);
    flush();
    expect(calls.map((call) => call.ids.length)).toEqual([LOOKUP_BATCH_MAX, 5]);
  });

  it('keeps a flag the user set while the lookup was on its way', async () => {
    const { lookups, calls, flush } = harness();
    lookups.request(7, 'post', 40);
    flush();
    useSavedStore.getState().setSaved(7, 'post', 40, true);
    calls[0]!.resolve([]);
    await settle();
    expect(flag(7, 'post', 40)).toBe(true);
  });

  it('leaves the flags unknown when a lookup fails, so the cards ask again later', async () => {
    const { lookups, calls, flush } = harness();
    lookups.request(7, 'post', 5);
    flush();
    calls[0]!.reject(new Error('offline'));
    await settle();
    expect(flag(7, 'post', 5)).toBeUndefined();
    lookups.request(7, 'post', 5);
    flush();
    expect(calls).toHaveLength(2);
  });

  it("drops an answer that arrives after another user logged in, and never shows one user's flags to another", async () => {
    const { lookups, calls, flush } = harness();
    lookups.request(7, 'post', 9);
    flush();
    lookups.request(8, 'post', 9);
    flush();
    calls[0]!.resolve([9]);
    calls[1]!.resolve([]);
    await settle();
    expect(flag(8, 'post', 9)).toBe(false);
    expect(flag(7, 'post', 9)).toBeUndefined();
  });
});

describe('saved flags', () => {
  const initial = useSavedStore.getState();
  beforeEach(() => useSavedStore.setState(initial, true));

  it('turn true on add and false on remove, and are forgotten after a board is deleted', () => {
    const { setSaved, forget } = useSavedStore.getState();
    setSaved(3, 'post', 10, true);
    expect(flag(3, 'post', 10)).toBe(true);
    setSaved(3, 'post', 10, false);
    expect(flag(3, 'post', 10)).toBe(false);
    forget();
    expect(flag(3, 'post', 10)).toBeUndefined();
  });
});
