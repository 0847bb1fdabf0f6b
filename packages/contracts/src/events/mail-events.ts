import { z } from 'zod';
import { factSchema } from './envelope';

/** The kinds of mail that go out through the outbox; promotional kinds are never sent to an unsubscribed address. */
export const outboxMailKinds = ['promo', 'dropoff_discount'] as const;
export type OutboxMailKind = (typeof outboxMailKinds)[number];
export const PROMOTIONAL_MAIL_KINDS: readonly OutboxMailKind[] = ['promo', 'dropoff_discount'];

/**
 * A mail the product owes someone, written to the outbox in the transaction that decided to send it and handed to the
 * mailer by the mail dispatcher, once per event id however often it is delivered. It travels on its own topic
 * (`topics.mail`), never into the analytics store: it carries an address and a body.
 */
export const mailRequestedEvent = factSchema('mail.requested', 1, z.object({
  kind: z.enum(outboxMailKinds),
  to: z.email(),
  subject: z.string().min(1).max(200),
  text: z.string().max(100_000),
  html: z.string().max(200_000).nullable(),
  /** The one-click unsubscribe link (RFC 8058), for promotional mail. */
  unsubscribe_url: z.url().nullable(),
}));
export type MailRequestedEvent = z.infer<typeof mailRequestedEvent>;
