/**
 * Kafka topics (and Postgres-log topics in the embedded mode). Tracking facts are keyed by post or ad id so
 * one item's events stay ordered on one partition; domain facts from the outbox by aggregate id.
 */
export const topics = {
  tracking: 'emberhold.tracking.v1',
  domain: 'emberhold.domain.v1',
  deadLetter: 'emberhold.dead-letter.v1',
  /** Mails to send (from the outbox); read by the mail dispatcher only, never projected into the analytics store. */
  mail: 'emberhold.mail.v1',
} as const;
export type Topic = (typeof topics)[keyof typeof topics];
