import { DESKTOP_CHROME, loopbackOrigin } from '../../backend/test/test-constants.test-support';

/** What the browser sends, as the site's tracking client does: a batch id and a send time kept across retries. */
export interface TrackingCall {
  body: Record<string, unknown>;
  /** Events the call stands for, by `${type}:${post_id}`. */
  events: Map<string, number>;
}

/**
 * `count` tracking calls of one session over `postIds`: every fifth a click, the others a batch of 10 impressions, each
 * with its own batch id (so a re-sent call carries the same event ids and collapses).
 */
export function trackingCalls(session: string, postIds: number[], count: number): TrackingCall[] {
  return Array.from({ length: count }, (_, n) => {
    const sentAt = Date.now();
    if (n % 5 === 4) {
      const postId = postIds[n % postIds.length]!;
      return {
        body: { type: 'click', session_id: session, post_id: postId, sort: 'new', page: 1, position: n % 24, batch_id: `${session}-${n}`, sent_at: sentAt },
        events: new Map([[`post.click:${postId}`, 1]]),
      };
    }
    const impressions = Array.from({ length: 10 }, (_, i) => ({ post_id: postIds[(n + i) % postIds.length]!, sort: 'popular', page: 1 + (n % 3), position: i }));
    const events = new Map<string, number>();
    for (const item of impressions) events.set(`post.impression:${item.post_id}`, (events.get(`post.impression:${item.post_id}`) ?? 0) + 1);
    return { body: { type: 'impression', session_id: session, impressions, batch_id: `${session}-${n}`, sent_at: sentAt }, events };
  });
}

/** The events `all` stand for, by `${type}:${post_id}`: what ClickHouse must count once each. */
export function expectedEvents(all: TrackingCall[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const call of all) for (const [key, n] of call.events) totals[key] = (totals[key] ?? 0) + n;
  return totals;
}

/**
 * Sends one tracking call to the API on `port` as a desktop browser: its status and body, or status -1 (and no body)
 * when the process did not answer within 10 s.
 */
export async function sendTrackingCall(port: number, body: Record<string, unknown>): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(`${loopbackOrigin(port)}/api/user/tracking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, text: await response.text() };
  } catch {
    return { status: -1, text: '' };
  }
}
