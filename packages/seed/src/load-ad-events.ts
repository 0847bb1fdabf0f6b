import { toEventRow, type EventRow } from '@emberhold/analytics';
import { envelope, eventIdFor } from '@emberhold/contracts';
import type { AnalyticsStore } from '@emberhold/platform';
import { Random } from './random';
import { DAY_MS } from './text';

/** A running native ad and the campaign it bills, with the moment it started running. */
export interface AdTrafficTarget {
  readonly ad_id: number;
  readonly campaign_id: number;
  readonly since: Date;
}

export interface LoadAdEventsOptions {
  analytics: AnalyticsStore;
  ads: readonly AdTrafficTarget[];
  end: Date;
  /** Impressions per ad and day, on average. */
  perDay?: number;
  seed?: number;
}

const devices = ['mobile', 'mobile', 'desktop', 'tablet'] as const;
const countries = ['us', 'us', 'us', 'uk', 'ca'] as const;

/**
 * Billable traffic of the demo campaigns: impressions, clicks (about 1.2%) and saves (about 0.3%) of each running
 * native ad since it started, at most 30 days, written straight into `events` as the projector would. Ids are fixed
 * by the seed, so loading twice changes nothing.
 */
export async function loadAdEvents(options: LoadAdEventsOptions): Promise<{ rows: number }> {
  const seed = options.seed ?? 1;
  const perDay = options.perDay ?? 160;
  const rows: EventRow[] = [];
  const end = options.end.getTime();
  for (const ad of options.ads) {
    const rng = new Random(seed).fork(`ad-traffic:${ad.ad_id}`);
    const start = Math.max(ad.since.getTime(), end - 30 * DAY_MS);
    const count = Math.round(((end - start) / DAY_MS) * perDay * (0.6 + rng.next() * 0.8));
    for (let i = 0; i < count; i++) {
      const at = new Date(start + rng.next() * (end - start));
      const context = { session_id: `s${rng.chars('0123456789abcdef', 24)}`, user_id: null, country: rng.pick(countries), device: rng.pick(devices) };
      const payload = { ad_id: ad.ad_id, campaign_id: ad.campaign_id, offer_id: `seed-${ad.ad_id}-${i}`, surface: 'native-ad' as const };
      const add = (type: string, offsetMs: number, key: string) => {
        const when = new Date(Math.min(at.getTime() + offsetMs, end - 1));
        const fact = envelope(type, 1, type === 'native_ad.saved' ? { ad_id: ad.ad_id, campaign_id: ad.campaign_id, board_id: null } : payload, context, {
          id: eventIdFor(`seed-ad:${seed}:${ad.ad_id}:${i}:${key}`), occurredAt: when, receivedAt: when,
        });
        rows.push(toEventRow(fact, { topic: 'seed', partition: 0, offset: String(rows.length) }));
      };
      add('native_ad.impression', 0, 'i');
      if (rng.chance(0.012)) add('native_ad.click', rng.int(800, 6_000), 'c');
      if (rng.chance(0.003)) add('native_ad.saved', rng.int(1_000, 9_000), 's');
    }
  }
  if (rows.length > 0) await options.analytics.insert('events', rows);
  return { rows: rows.length };
}
