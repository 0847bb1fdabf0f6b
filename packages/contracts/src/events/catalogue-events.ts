import { z } from 'zod';
import { envelopeBase, surfaceSchema } from './envelope';

/** A post or native ad seen on a surface. */
export const postImpressionEvent = envelopeBase.extend({
  type: z.literal('post.impression'),
  version: z.literal(1),
  payload: z.object({
    post_id: z.number().int().positive(),
    surface: surfaceSchema,
    sort: z.string().max(64).nullable(),
    page: z.number().int().min(0).nullable(),
    position: z.number().int().min(0).nullable(),
  }),
});

export const postClickEvent = envelopeBase.extend({
  type: z.literal('post.click'),
  version: z.literal(1),
  payload: postImpressionEvent.shape.payload,
});

/** A contact-form message was stored (from the outbox). */
export const contactSubmittedEvent = envelopeBase.extend({
  type: z.literal('contact.submitted'),
  version: z.literal(1),
  payload: z.object({ contact_id: z.number().int().positive(), topic: z.string().max(120) }),
});

export const domainEvent = z.discriminatedUnion('type', [postImpressionEvent, postClickEvent, contactSubmittedEvent]);
export type DomainEvent = z.infer<typeof domainEvent>;
export type PostImpressionEvent = z.infer<typeof postImpressionEvent>;
export type PostClickEvent = z.infer<typeof postClickEvent>;
export type ContactSubmittedEvent = z.infer<typeof contactSubmittedEvent>;
