import type { TrackingRequest } from '@emberhold/contracts';
import { act, fireEvent } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { held, reply, stubApi, type StubbedApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { TrackingObserver } from './tracking-observer';

/**
 * The tracker is one per tab (module state that outlives React's remounts, as in the site), so these tests share it:
 * the clock is faked for the whole file and every test lets the queue drain before it ends.
 */
type Impressions = Extract<TrackingRequest, { type: 'impression' }>;

function Cards({ ids }: { ids: number[] }) {
  return (
    <>
      {ids.map((id, index) => (
        <article key={id} data-track="list" data-post-id={id} data-sort="new" data-page="1" data-position={index + 1}>
          <a
            href={`https://shop.example/gift-${id}`}
            onClick={(event) => {
              // jsdom cannot leave the page; the tracker has seen the click by now (its listener captures).
              event.preventDefault();
            }}
          >
            Gift {id}
          </a>
        </article>
      ))}
    </>
  );
}

/** A page of cards with the observer the app layout mounts. */
function showCards(ids: number[], url = '/') {
  return renderInSite(
    <>
      <Cards ids={ids} />
      <TrackingObserver />
    </>,
    { url },
  );
}

function stubTracking(): StubbedApi {
  return stubApi()
    .on('POST /api/user/sessionid', (call) => reply.ok({ session_id: call.json<{ session_id: string }>().session_id, user_id: null, session_type: 'first_time' }))
    .on('GET /api/subtag', reply.ok({ subtag: 'fan42' }))
    .on('POST /api/user/tracking', reply.ok({}));
}

const sentBodies = (api: StubbedApi) => api.calls('POST /api/user/tracking').map((call) => call.json<TrackingRequest>());
const impressionCalls = (api: StubbedApi) => sentBodies(api).filter((body): body is Impressions => body.type === 'impression');

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

let beacons: Array<{ url: string; body: TrackingRequest }>;

beforeAll(() => {
  vi.useFakeTimers();
  // jsdom has no beacons; the tracker takes the browser's when it starts, so this one is in place before it does.
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => {
      void data.text().then((text) => beacons.push({ url, body: JSON.parse(text) as TrackingRequest }));
      return true;
    },
  });
});
afterAll(() => {
  vi.useRealTimers();
});
beforeEach(() => {
  beacons = [];
  // Every tracked element fills the top of the window (jsdom lays nothing out).
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 0, left: 0, bottom: 200, right: 300, width: 300, height: 200, x: 0, y: 0, toJSON: () => ({}) });
});
afterEach(async () => {
  // What is still waiting goes now, so the next test starts with an empty queue.
  await wait(10_000);
});

describe('the tracking queue', () => {
  // First: only the visit's first page waits for its session.
  it("holds the visit's first impressions until its session has been reported", async () => {
    const api = stubTracking();
    const session = held();
    api.on('POST /api/user/sessionid', () => session.response);
    showCards([1, 2]);
    await wait(3_000);
    expect(impressionCalls(api)).toHaveLength(0);

    session.release(reply.ok({ session_id: 'x', user_id: null, session_type: 'first_time' }));
    await wait(1_000);
    expect(impressionCalls(api)).toHaveLength(1);
  });

  it('sends the impressions in view together, a second after the first one is seen', async () => {
    const api = stubTracking();
    showCards([11, 12, 13]);
    await wait(250);
    expect(impressionCalls(api)).toHaveLength(0);
    await wait(1_000);

    const calls = impressionCalls(api);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.impressions).toEqual([
      { post_id: 11, sort: 'new', page: 1, position: 1 },
      { post_id: 12, sort: 'new', page: 1, position: 2 },
      { post_id: 13, sort: 'new', page: 1, position: 3 },
    ]);
    expect(calls[0]?.batch_id).toEqual(expect.any(String));
  });

  it('sends at most 50 impressions a call', async () => {
    const api = stubTracking();
    showCards(Array.from({ length: 60 }, (_, i) => 100 + i));
    await wait(1_500);
    expect(impressionCalls(api).map((call) => call.impressions.length)).toEqual([50, 10]);
    expect(new Set(impressionCalls(api).map((call) => call.batch_id)).size).toBe(2);
  });

  it('counts a card once per page view, and again after a navigation', async () => {
    const api = stubTracking();
    const { router } = showCards([21], '/new/');
    await wait(5_000);
    expect(impressionCalls(api)).toHaveLength(1);

    await act(() => router.navigate('/new/?page=2'));
    await wait(1_500);
    expect(impressionCalls(api)).toHaveLength(2);
    expect(impressionCalls(api)[1]?.impressions).toEqual([{ post_id: 21, sort: 'new', page: 1, position: 1 }]);
  });

  it('sends a click at once by beacon, after the impressions still waiting', async () => {
    const api = stubTracking();
    const { getByText } = showCards([31]);
    await wait(300);
    fireEvent.click(getByText('Gift 31'));
    await wait(0);

    expect(beacons.map(({ body }) => body.type)).toEqual(['impression', 'click']);
    expect(beacons[1]).toMatchObject({ url: '/api/user/tracking', body: { type: 'click', post_id: 31, sort: 'new', page: 1, position: 1 } });
    await wait(2_000);
    expect(impressionCalls(api)).toHaveLength(0);
  });

  it('sends the impressions still waiting by beacon when the page hides', async () => {
    const api = stubTracking();
    showCards([51, 52]);
    await wait(300);
    fireEvent(window, new Event('pagehide'));
    await wait(0);

    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.body).toMatchObject({ type: 'impression', impressions: [{ post_id: 51 }, { post_id: 52 }] });
    await wait(2_000);
    expect(impressionCalls(api)).toHaveLength(0);
  });

  it('sends a call the API did not take again, with the same batch id', async () => {
    const api = stubTracking();
    let answers = 0;
    api.on('POST /api/user/tracking', () => (answers++ === 0 ? reply.error(503, 'Busy') : reply.ok({})));
    showCards([41]);
    await wait(1_300);
    await wait(1_000);

    const [first, second] = impressionCalls(api);
    expect(second?.batch_id).toBe(first?.batch_id);
    expect(second?.sent_at).toBe(first?.sent_at);
  });
});
