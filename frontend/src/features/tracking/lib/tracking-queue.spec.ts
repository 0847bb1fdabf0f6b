import type { TrackingRequest } from '@emberhold/contracts';
import { newBatchId } from './batch-id';
import type { PostSighting } from './tracked-element';
import { IMPRESSION_FLUSH_MS, MAX_IMPRESSIONS_PER_CALL, MAX_SEND_ATTEMPTS, TrackingQueue, type Timers } from './tracking-queue';

/** Timers driven by hand: advance(ms) runs what falls due, in order. */
function manualClock() {
  let now = 0;
  let nextId = 1;
  const tasks = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout: (run, ms) => {
      const id = nextId++;
      tasks.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (handle) => void tasks.delete(handle as number),
  };
  const advance = async (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...tasks.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      tasks.delete(due[0]);
      now = due[1].at;
      due[1].run();
      // Lets the transport's answers (promises) settle before the next timer.
      await Promise.resolve();
      await Promise.resolve();
    }
    now = until;
  };
  return { timers, advance, now: () => now, pending: () => tasks.size };
}

interface Sent {
  request: TrackingRequest;
  urgent: boolean;
}

function setup(answer: (request: TrackingRequest) => boolean = () => true) {
  const clock = manualClock();
  const sent: Sent[] = [];
  const queue = new TrackingQueue({
    sessionId: () => 'session1234',
    send: async (request, { urgent }) => {
      sent.push({ request, urgent });
      return answer(request);
    },
    timers: clock.timers,
    now: clock.now,
  });
  return { queue, sent, clock };
}

const listed = (id: number, position = id): PostSighting => ({ kind: 'post', surface: 'list', id, sort: 'new', page: 1, position });

/** A queue that has seen list posts at the given times (ms from the start): `[[0, 1], [300, 2]]` is post 1, then post 2. */
async function seen(sightings: Array<[at: number, id: number]>) {
  const setupResult = setup();
  for (const [at, id] of sightings) {
    await setupResult.clock.advance(at - setupResult.clock.now());
    setupResult.queue.impression(listed(id));
  }
  return setupResult;
}
const impressionsOf = (sent: Sent[]) => sent.flatMap((s) => (s.request.type === 'impression' ? s.request.impressions.map((i) => i.post_id) : []));

describe('tracking queue', () => {
  it('sends the impressions seen within a second together, a second after the first one', async () => {
    const { sent, clock } = await seen([
      [0, 1],
      [300, 2],
      [900, 3],
    ]);
    expect(sent).toHaveLength(0);
    await clock.advance(IMPRESSION_FLUSH_MS - 900);
    expect(sent).toEqual([
      {
        urgent: false,
        request: {
          type: 'impression',
          session_id: 'session1234',
          batch_id: expect.any(String),
          sent_at: 1000,
          impressions: [
            { post_id: 1, sort: 'new', page: 1, position: 1 },
            { post_id: 2, sort: 'new', page: 1, position: 2 },
            { post_id: 3, sort: 'new', page: 1, position: 3 },
          ],
        },
      },
    ]);
  });

  it('starts a new batch for impressions seen after a flush', async () => {
    const { sent, clock } = await seen([
      [0, 1],
      [1000, 2],
    ]);
    await clock.advance(999);
    expect(sent).toHaveLength(1);
    await clock.advance(1);
    expect(sent.map((s) => impressionsOf([s]))).toEqual([[1], [2]]);
  });

  it('sets no timer while nothing waits', async () => {
    const { queue, sent, clock } = setup();
    expect(clock.pending()).toBe(0);
    queue.impression(listed(1));
    await clock.advance(1000);
    expect(clock.pending()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('splits more than 50 impressions into calls of at most 50', async () => {
    const { queue, sent, clock } = setup();
    for (let id = 1; id <= 120; id += 1) queue.impression(listed(id));
    await clock.advance(1000);
    const sizes = sent.map((s) => (s.request.type === 'impression' ? s.request.impressions.length : 0));
    expect(MAX_IMPRESSIONS_PER_CALL).toBe(50);
    expect(sizes).toEqual([50, 50, 20]);
    expect(impressionsOf(sent)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  });

  it('counts a post once per surface in a page view, and again in the next page view', async () => {
    const { queue, sent, clock } = setup();
    expect(queue.impression(listed(7, 1))).toBe(true);
    expect(queue.impression(listed(7, 9))).toBe(false);
    expect(queue.wasSeen(listed(7))).toBe(true);
    // The same post as the editorial feature is another surface.
    expect(queue.impression({ kind: 'post', surface: 'editorial', id: 7 })).toBe(true);
    await clock.advance(1000);
    expect(impressionsOf(sent)).toEqual([7]);
    expect(sent.map((s) => s.request.type)).toEqual(['impression', 'impression-editorial']);

    queue.newPageView();
    expect(queue.wasSeen(listed(7))).toBe(false);
    expect(queue.impression(listed(7))).toBe(true);
    await clock.advance(1000);
    expect(impressionsOf(sent)).toEqual([7, 7]);
  });

  it('sends editorial, post page and bottom banner impressions as their own calls on the same beat', async () => {
    const { queue, sent, clock } = setup();
    queue.impression({ kind: 'post', surface: 'postpage', id: 11 });
    queue.impression({ kind: 'post', surface: 'bottom-banner', id: 3 });
    queue.impression({ kind: 'post', surface: 'related', id: 12, sort: 'related', page: 1, position: 4 });
    await clock.advance(1000);
    expect(sent.map((s) => s.request)).toEqual([
      { type: 'impression', session_id: 'session1234', batch_id: expect.any(String), sent_at: 1000, impressions: [{ post_id: 12, sort: 'related', page: 1, position: 4 }] },
      { type: 'impression-postpage', session_id: 'session1234', batch_id: expect.any(String), sent_at: 1000, post_id: 11 },
      { type: 'impression-bottom-banner', session_id: 'session1234', batch_id: expect.any(String), sent_at: 1000, post_id: 3 },
    ]);
  });

  it('sends a click at once by beacon with its list place, after the impressions still waiting', async () => {
    const { queue, sent, clock } = setup();
    queue.impression(listed(1));
    await clock.advance(400);
    queue.click(listed(2, 5));
    expect(sent).toEqual([
      {
        urgent: true,
        request: {
          type: 'impression',
          session_id: 'session1234',
          batch_id: expect.any(String),
          sent_at: 400,
          impressions: [
            { post_id: 1, sort: 'new', page: 1, position: 1 },
            // Clicked before the 250 ms check saw it: its view is counted with the click.
            { post_id: 2, sort: 'new', page: 1, position: 5 },
          ],
        },
      },
      {
        urgent: true,
        request: { type: 'click', session_id: 'session1234', batch_id: expect.any(String), sent_at: 400, post_id: 2, sort: 'new', page: 1, position: 5 },
      },
    ]);
  });

  it('sends every click, each with the click type of its surface', () => {
    const { queue, sent } = setup();
    queue.click({ kind: 'post', surface: 'postpage', id: 4 });
    queue.click({ kind: 'post', surface: 'postpage', id: 4 });
    queue.click({ kind: 'post', surface: 'editorial', id: 5 });
    queue.click({ kind: 'post', surface: 'bottom-banner', id: 6 });
    const clicks = sent.filter((s) => s.request.type.startsWith('click'));
    expect(clicks.map((s) => [s.request.type, 'post_id' in s.request ? s.request.post_id : null, s.urgent])).toEqual([
      ['click-postpage', 4, true],
      ['click-postpage', 4, true],
      ['click-editorial', 5, true],
      ['click-bottom-banner', 6, true],
    ]);
  });

  it('sends the waiting batch by beacon when the page hides, and nothing twice afterwards', async () => {
    const { queue, sent, clock } = setup();
    queue.impression(listed(1));
    queue.impression({ kind: 'post', surface: 'postpage', id: 9 });
    await clock.advance(400);
    queue.flush({ urgent: true });
    expect(sent.map((s) => [s.request.type, s.urgent])).toEqual([
      ['impression', true],
      ['impression-postpage', true],
    ]);
    await clock.advance(2000);
    expect(sent).toHaveLength(2);
  });

  it('gives every call its own batch id in the form the API accepts', async () => {
    const { queue, sent, clock } = setup();
    for (let id = 1; id <= 200; id += 1) queue.impression(listed(id));
    queue.impression({ kind: 'post', surface: 'postpage', id: 1 });
    await clock.advance(1000);
    queue.click(listed(1));
    queue.click(listed(1));
    const ids = sent.map((s) => s.request.batch_id);
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('makes batch ids from random UUIDs without dashes, or from random bytes where there is no randomUUID', () => {
    expect(newBatchId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newBatchId({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => array })).toBe('0'.repeat(32));
    expect(new Set(Array.from({ length: 1000 }, () => newBatchId())).size).toBe(1000);
  });

  it('sends a call the API did not take again with the same batch id and first-attempt time, up to three times', async () => {
    const { queue, sent, clock } = setup(() => false);
    queue.impression(listed(1));
    await clock.advance(1000);
    await clock.advance(1000);
    await clock.advance(1000);
    await clock.advance(5000);
    expect(sent).toHaveLength(MAX_SEND_ATTEMPTS);
    expect(new Set(sent.map((s) => s.request.batch_id)).size).toBe(1);
    expect(sent.map((s) => s.request.sent_at)).toEqual([1000, 1000, 1000]);
  });

  it('sends a call that failed once with the next batch, and by beacon if the page hides first', async () => {
    let fail = true;
    const { queue, sent, clock } = setup(() => !fail);
    queue.impression(listed(1));
    await clock.advance(1000);
    fail = false;
    queue.flush({ urgent: true });
    expect(sent.map((s) => [s.request.batch_id, s.urgent])).toEqual([
      [sent[0]!.request.batch_id, false],
      [sent[0]!.request.batch_id, true],
    ]);
  });

  it('holds timed flushes until the visit session is reported, but never a click', async () => {
    const { queue, sent, clock } = setup();
    queue.setReady(false);
    queue.impression(listed(1));
    await clock.advance(3000);
    expect(sent).toHaveLength(0);
    queue.click({ kind: 'post', surface: 'postpage', id: 2 });
    expect(sent.map((s) => s.request.type)).toEqual(['impression', 'impression-postpage', 'click-postpage']);
    queue.impression(listed(3));
    queue.setReady(true);
    await clock.advance(1000);
    expect(impressionsOf(sent)).toEqual([1, 3]);
  });
});
