import { createHash } from 'node:crypto';
import { toEventRow, type EventRow } from '@emberhold/analytics';
import { envelope, eventIdFor } from '@emberhold/contracts';
import type { AnalyticsStore } from '@emberhold/platform';
import { Random } from './random';
import { DAY_MS } from './text';

export interface LoadFunnelEventsOptions {
  analytics: AnalyticsStore;
  end: Date;
  /** Funnels started over the `weeks` before `end` (about 30 a week by default). */
  funnels?: number;
  weeks?: number;
  seed?: number;
}

type Step = 'started' | 'email_left' | 'creative_saved' | 'advertiser_activated' | 'payment_started' | 'payment_succeeded' | 'payment_failed';

const devices = ['mobile', 'mobile', 'desktop', 'desktop', 'tablet'] as const;
const countries = ['us', 'us', 'us', 'uk', 'ca'] as const;
const MINUTE_MS = 60_000;

/** The demo steps of one funnel, each with its time, as a visitor goes through the funnel and leaves at some step. */
export function demoFunnelSteps(rng: Random, startedAt: number, end: number): Array<{ step: Step; at: number }> {
  const steps: Array<{ step: Step; at: number }> = [{ step: 'started', at: startedAt }];
  let at = startedAt;
  const next = (step: Step, minMinutes: number, maxMinutes: number) => {
    at += rng.int(minMinutes * MINUTE_MS, maxMinutes * MINUTE_MS);
    if (at < end) steps.push({ step, at });
    return at < end;
  };
  // About 45% write and save their ad; of those, a little over half sign up, the rest may leave an email.
  if (!rng.chance(0.45) || !next('creative_saved', 3, 25)) return steps;
  if (!rng.chance(0.55)) {
    if (rng.chance(0.35)) next('email_left', 1, 6);
    return steps;
  }
  if (!next('advertiser_activated', 2, 15)) return steps;
  // Seven in ten signed-up advertisers open the payment; most of them pay, some after a declined card.
  if (!rng.chance(0.7) || !next('payment_started', 1, 10)) return steps;
  if (rng.chance(0.18)) {
    if (!next('payment_failed', 1, 4)) return steps;
    if (rng.chance(0.5)) next('payment_succeeded', 2, 12);
    return steps;
  }
  if (rng.chance(0.85)) next('payment_succeeded', 1, 5);
  return steps;
}

/**
 * The advertiser funnel of the demo: a few hundred funnels over the last weeks as `funnel.step` facts, written
 * straight into `events` as the projector would, with realistic drop-off at each step, so the staff funnel report has
 * figures on the first start. They name no campaign and no email (demo funnels have neither), so the dropoff job
 * never makes dropoffs of them. Ids are fixed by the seed, so loading twice changes nothing.
 */
export async function loadFunnelEvents(options: LoadFunnelEventsOptions): Promise<{ rows: number; funnels: number }> {
  const seed = options.seed ?? 1;
  const weeks = options.weeks ?? 12;
  const count = options.funnels ?? weeks * 30;
  const end = options.end.getTime();
  const start = end - weeks * 7 * DAY_MS;
  const rng = new Random(seed).fork('funnels');
  const rows: EventRow[] = [];
  for (let i = 0; i < count; i++) {
    // A little more traffic in recent weeks: the funnel has been growing.
    const startedAt = start + Math.sqrt(rng.next()) * (end - start);
    const funnelId = createHash('sha256').update(`seed-funnel:${seed}:${i}`).digest('hex').slice(0, 32);
    const context = { session_id: `s${rng.chars('0123456789abcdef', 24)}`, user_id: null, country: rng.pick(countries), device: rng.pick(devices) };
    for (const { step, at } of demoFunnelSteps(rng, startedAt, end)) {
      const when = new Date(at);
      const fact = envelope('funnel.step', 1, { funnel_id: funnelId, step, campaign_id: null }, context, {
        id: eventIdFor(`seed-funnel:${seed}:${i}:${step}`),
        occurredAt: when,
        receivedAt: when,
      });
      rows.push(toEventRow(fact, { topic: 'seed', partition: 0, offset: String(rows.length) }));
    }
  }
  if (rows.length > 0) await options.analytics.insert('events', rows);
  return { rows: rows.length, funnels: count };
}
