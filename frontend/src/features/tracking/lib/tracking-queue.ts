import type { TrackingRequest, TrackingType } from '@emberhold/contracts';
import { newBatchId } from './batch-id';
import { sightingKey, type PostSighting, type PostSurface } from './tracked-element';

/** Spec section 9: impressions are sent in batches every second. */
export const IMPRESSION_FLUSH_MS = 1000;
/** The contract's MAX_IMPRESSIONS_PER_CALL (kept here as a literal so the site bundle does not load zod). */
export const MAX_IMPRESSIONS_PER_CALL = 50;
/** A call the API did not answer is sent again at the next flush, with its batch id, at most this many times in all. */
export const MAX_SEND_ATTEMPTS = 3;

export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const globalTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface TrackingQueueOptions {
  /** The visitor's session id, read when a call is made (a session that ran out is replaced by a new one). */
  sessionId: () => string;
  /** Sends one POST /api/user/tracking body; urgent calls must survive the page being left (sendBeacon). */
  send: (request: TrackingRequest, options: { urgent: boolean }) => Promise<boolean>;
  batchId?: () => string;
  /** The clock for sent_at (ms since the epoch). */
  now?: () => number;
  timers?: Timers;
  flushMs?: number;
}

type ListItem = Extract<TrackingRequest, { type: 'impression' }>['impressions'][number];
type SingleImpression = { type: Exclude<TrackingType, 'impression' | `click${string}`>; post_id: number };

const IMPRESSION_TYPES: Record<Exclude<PostSurface, 'list' | 'related'>, SingleImpression['type']> = {
  editorial: 'impression-editorial',
  postpage: 'impression-postpage',
  'bottom-banner': 'impression-bottom-banner',
};
const CLICK_TYPES = { editorial: 'click-editorial', postpage: 'click-postpage', 'bottom-banner': 'click-bottom-banner' } as const;

function placement(s: PostSighting): Omit<ListItem, 'post_id'> {
  const out: Omit<ListItem, 'post_id'> = {};
  if (s.sort !== undefined) out.sort = s.sort;
  if (s.page !== undefined) out.page = s.page;
  if (s.position !== undefined) out.position = s.position;
  return out;
}

/**
 * The tracking queue of one tab: impressions are deduplicated per page view and sent together a second after the first
 * one waiting (list impressions 50 to a call); clicks go at once. Framework-free, with injected timers and transport.
 */
export class TrackingQueue {
  private readonly seen = new Set<string>();
  private list: ListItem[] = [];
  private singles: SingleImpression[] = [];
  /** Calls the API did not take, with their batch ids, to send again. */
  private retries: { request: TrackingRequest; attempts: number }[] = [];
  private timer: unknown = null;
  private ready = true;
  private readonly batchId: () => string;
  private readonly now: () => number;
  private readonly timers: Timers;
  private readonly flushMs: number;

  constructor(private readonly options: TrackingQueueOptions) {
    this.batchId = options.batchId ?? (() => newBatchId());
    this.now = options.now ?? Date.now;
    this.timers = options.timers ?? globalTimers;
    this.flushMs = options.flushMs ?? IMPRESSION_FLUSH_MS;
  }

  /** A new route (or the same one again through history): every post may be counted once more. */
  newPageView(): void {
    this.seen.clear();
  }

  /**
   * While the visit's session is being started, timed flushes wait, so the API knows the session (and its device)
   * before its first impressions; clicks and the flush on page hide never wait.
   */
  setReady(ready: boolean): void {
    this.ready = ready;
    if (ready && this.pending()) this.schedule();
  }

  wasSeen(sighting: PostSighting): boolean {
    return this.seen.has(sightingKey(sighting));
  }

  /** Records an impression; false when this post was already counted on this surface in this page view. */
  impression(sighting: PostSighting): boolean {
    const key = sightingKey(sighting);
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    if (sighting.surface === 'list' || sighting.surface === 'related') this.list.push({ post_id: sighting.id, ...placement(sighting) });
    else this.singles.push({ type: IMPRESSION_TYPES[sighting.surface], post_id: sighting.id });
    this.schedule();
    return true;
  }

  /**
   * A click goes at once by beacon, since it often leaves the page. A clicked element counts as seen (it may have been
   * clicked within the 250 ms before the check), and waiting impressions go first, so no click arrives without its view.
   */
  click(sighting: PostSighting): void {
    this.impression(sighting);
    this.flush({ urgent: true });
    const common = this.common();
    const request: TrackingRequest =
      sighting.surface === 'list' || sighting.surface === 'related'
        ? { type: 'click', ...common, post_id: sighting.id, ...placement(sighting) }
        : { type: CLICK_TYPES[sighting.surface], ...common, post_id: sighting.id };
    void this.options.send(request, { urgent: true });
  }

  /** Sends everything waiting. Urgent (the page is hiding): by beacon, with no second try. */
  flush({ urgent }: { urgent: boolean }): void {
    if (this.timer !== null) {
      this.timers.clearTimeout(this.timer);
      this.timer = null;
    }
    const calls = this.retries;
    this.retries = [];
    for (let i = 0; i < this.list.length; i += MAX_IMPRESSIONS_PER_CALL) {
      const impressions = this.list.slice(i, i + MAX_IMPRESSIONS_PER_CALL);
      calls.push({ request: { type: 'impression', ...this.common(), impressions }, attempts: 0 });
    }
    for (const single of this.singles) calls.push({ request: { ...single, ...this.common() }, attempts: 0 });
    this.list = [];
    this.singles = [];
    for (const call of calls) {
      void this.options.send(call.request, { urgent }).then((ok) => {
        if (ok || urgent || call.attempts + 1 >= MAX_SEND_ATTEMPTS) return;
        this.retries.push({ request: call.request, attempts: call.attempts + 1 });
        this.schedule();
      });
    }
  }

  /**
   * A call's identity: its batch id and the time of its first attempt, both kept when it is sent again, so the API
   * stores it once and its events keep one time.
   */
  private common() {
    return { session_id: this.options.sessionId(), batch_id: this.batchId(), sent_at: this.now() };
  }

  private pending(): boolean {
    return this.list.length > 0 || this.singles.length > 0 || this.retries.length > 0;
  }

  private schedule(): void {
    if (this.timer !== null || !this.ready) return;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.flush({ urgent: false });
    }, this.flushMs);
  }
}
