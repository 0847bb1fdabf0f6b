import { anonymousContext, envelope, eventIdFor, type FunnelStep, type FunnelStepEvent } from '@emberhold/contracts';
import type { OutboxFact } from '../../common/outbox/outbox';
import { funnelIdOf } from './funnel';

/**
 * A `funnel.step` fact of the funnel whose temp id is `tempId`, keyed by the funnel so its steps stay in order. It
 * carries the funnel's digest (never the temp id) and the campaign once there is one; no email. `onceKey` gives a step
 * that must be counted once (a payment's outcome) a deterministic id.
 */
export function funnelStepFact(
  tempId: string,
  step: FunnelStep,
  options: { campaignId?: number | null; userId?: number | null; onceKey?: string; at?: Date } = {},
): OutboxFact {
  const funnelId = funnelIdOf(tempId);
  const fact: FunnelStepEvent = envelope(
    'funnel.step',
    1,
    { funnel_id: funnelId, step, campaign_id: options.campaignId ?? null },
    { ...anonymousContext, user_id: options.userId ?? null },
    {
      ...(options.onceKey ? { id: eventIdFor(`funnel.step:${step}:${options.onceKey}`) } : {}),
      ...(options.at ? { occurredAt: options.at, receivedAt: options.at } : {}),
    },
  );
  return { fact, key: `funnel:${funnelId}` };
}
