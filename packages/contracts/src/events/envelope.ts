import { z } from 'zod';
import { v7 as uuidv7, v5 as uuidv5 } from 'uuid';

/** Countries the site has variants for; anything else is stored as reported (ISO 3166 alpha-2, lower case). */
export const siteCountries = ['us', 'uk', 'ca'] as const;
export type SiteCountry = (typeof siteCountries)[number];

export const deviceSchema = z.enum(['mobile', 'tablet', 'desktop', 'unknown']);
export type Device = z.infer<typeof deviceSchema>;

/** Where on the site a thing was seen or clicked. */
export const surfaceSchema = z.enum(['list', 'editorial', 'postpage', 'bottom-banner', 'native-ad', 'related', 'search']);
export type Surface = z.infer<typeof surfaceSchema>;

/**
 * Who was behind a tracked fact. Only `human` reaches advertiser figures and billing; the rest is kept for analysts:
 * `bot` (user agent), `staff` (editors and access users), `internal` (our networks), `throttled` (over a per-IP
 * limit), `invalid` (a repeated view, a click without a view, an expired offer).
 */
export const trafficSchema = z.enum(['human', 'bot', 'staff', 'internal', 'throttled', 'invalid']);
export type Traffic = z.infer<typeof trafficSchema>;

/**
 * The one envelope every fact travels in, on Kafka, in the outbox and in ClickHouse.
 * `version` is the schema version of the payload for this `type`; consumers reject versions they do not know
 * (dead-letter) rather than guess.
 */
export const envelopeBase = z.object({
  id: z.uuid(),
  type: z.string().min(1).max(64),
  version: z.number().int().positive(),
  occurred_at: z.iso.datetime({ offset: true }),
  received_at: z.iso.datetime({ offset: true }),
  session_id: z.string().max(64).nullable(),
  user_id: z.number().int().positive().nullable(),
  country: z.string().regex(/^[a-z]{2}$/, 'expected a two-letter lower-case country code'),
  device: deviceSchema,
  /** Absent on domain facts; tracking facts always carry it. */
  traffic: trafficSchema.optional(),
});
export type EnvelopeBase = z.infer<typeof envelopeBase>;

/** The schema of one kind of fact: the envelope, narrowed to its `type` and payload `version`, with the payload's schema. */
export function factSchema<T extends string, V extends number, P extends z.ZodType>(type: T, version: V, payload: P) {
  return envelopeBase.extend({ type: z.literal(type), version: z.literal(version), payload });
}

/** Namespace for name-based event ids: a fact re-sent by a retry gets the same id and is stored once. */
const EVENT_ID_NAMESPACE = '8f6b7c9e-2d1a-4e55-9c3b-5a1f0e7d2c44';

/** Time-ordered id for facts that cannot be re-sent (each call is a new fact). */
export function newEventId(): string {
  return uuidv7();
}

/** Deterministic id for facts a client or relay may deliver more than once (outbox relay, retried calls). */
export function eventIdFor(idempotencyKey: string): string {
  return uuidv5(idempotencyKey, EVENT_ID_NAMESPACE);
}

/** Who and where a fact came from, as the API knows it at the edge. */
export interface EventContext {
  session_id: string | null;
  user_id: number | null;
  country: string;
  device: Device;
  traffic?: Traffic;
}

export const anonymousContext: EventContext = { session_id: null, user_id: null, country: 'us', device: 'unknown' };

/** Wraps a payload in the envelope; `id` defaults to a fresh UUIDv7. */
export function envelope<T extends string, V extends number, P>(
  type: T,
  version: V,
  payload: P,
  context: EventContext,
  options: { id?: string; occurredAt?: Date; receivedAt?: Date } = {},
): EnvelopeBase & { type: T; version: V; payload: P } {
  const received = options.receivedAt ?? new Date();
  return {
    id: options.id ?? newEventId(),
    type,
    version,
    occurred_at: (options.occurredAt ?? received).toISOString(),
    received_at: received.toISOString(),
    ...context,
    payload,
  };
}

/**
 * Several facts of one call in one log record: a call's batch of impressions costs the log one record instead of one
 * per impression (the per-record encoding was the largest cost of ingestion). Consumers take each element as an event
 * of its own (eventOfBatchElement); elements keep their own ids, so nothing about exactness changes. What every element of
 * the call has alike (type, version, times, session, country, device, traffic) may travel once, as `shared`, instead
 * of in each element: a call's record is then under half the bytes, and bytes are what the log's client, the broker
 * and the consumers spend their time on. Records written before `shared` (every field in each element) read the same.
 */
export const EVENT_BATCH_MAX = 100;
export interface EventBatch {
  /** Fields every element has, written once; an element's own field of the same name wins. */
  shared?: Record<string, unknown>;
  batch: unknown[];
}

export function isEventBatch(value: unknown): value is EventBatch {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { batch?: unknown }).batch)) return false;
  const { shared } = value as { shared?: unknown };
  return shared === undefined || isPlainObject(shared);
}

/**
 * One element of a batch record as its whole event: the batch's shared fields, then the element's own, which win.
 * An element that is not an object is left as it is (and refused as an event).
 */
export function eventOfBatchElement(shared: EventBatch['shared'], element: unknown): unknown {
  return shared !== undefined && isPlainObject(element) ? { ...shared, ...element } : element;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
