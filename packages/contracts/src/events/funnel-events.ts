import { z } from 'zod';
import { factSchema } from './envelope';

/**
 * The steps of the advertiser funnel (spec section 4), in the order a funnel goes through them: started (a temp id
 * handed out), email_left (the temporary signup), creative_saved, advertiser_activated, payment_started (an intent or
 * order made for the campaign fee), then payment_succeeded or payment_failed.
 */
export const funnelSteps = ['started', 'email_left', 'creative_saved', 'advertiser_activated', 'payment_started', 'payment_succeeded', 'payment_failed'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/**
 * The steps the funnel report chains, in order. A funnel that reached a step passed the ones before it (a payment is
 * for a saved, activated campaign); leaving an email is a side door any funnel may take, so it is counted beside the
 * chain, and a failed payment is a payment started.
 */
export const funnelReportSteps = ['started', 'creative_saved', 'advertiser_activated', 'payment_started', 'payment_succeeded'] as const;

/** How far each step goes, for the furthest step a funnel reached (dropoffs' last_step). */
export const funnelStepRank: Record<FunnelStep, number> = {
  started: 0,
  email_left: 1,
  creative_saved: 2,
  advertiser_activated: 3,
  payment_started: 4,
  payment_failed: 5,
  payment_succeeded: 6,
};
export type FunnelReportStep = (typeof funnelReportSteps)[number];

/**
 * A step of the advertiser funnel (from the outbox). `funnel_id` is a digest of the temp id, never the temp id itself
 * (the only key to an unactivated campaign); `campaign_id` once the funnel has a campaign. No email ever travels here.
 */
export const funnelStepEvent = factSchema('funnel.step', 1, z.object({
  funnel_id: z.string().regex(/^[0-9a-f]{32}$/, 'expected 32 lower-case hex characters'),
  step: z.enum(funnelSteps),
  campaign_id: z.number().int().positive().nullable(),
}));

export type FunnelStepEvent = z.infer<typeof funnelStepEvent>;
