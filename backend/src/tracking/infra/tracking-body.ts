import { MAX_IMPRESSIONS_PER_CALL, trackingRequest } from '@emberhold/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../../common/http/zod-body.pipe';

type TrackingBody = z.infer<typeof trackingRequest>;

/** The session and batch id pattern of the contract's schemas (trackingSessionIdSchema, clientBatchIdSchema). */
const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const MAX_ID = 2_147_483_647;
const MAX_PLACE = 10_000;
const MAX_SORT = 64;

const isWhole = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
const isClientId = (value: unknown): boolean => typeof value === 'string' && CLIENT_ID.test(value);

function isPlainItem(item: unknown): boolean {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return false;
  let postId = false;
  for (const key in item) {
    const value = (item as Record<string, unknown>)[key];
    if (key === 'post_id') postId = isWhole(value, 1, MAX_ID);
    else if (key === 'sort') {
      if (typeof value !== 'string' || value.length > MAX_SORT) return false;
    } else if (key === 'page' || key === 'position') {
      if (!isWhole(value, 0, MAX_PLACE)) return false;
    } else return false;
  }
  return postId;
}

/**
 * A list's batch of impressions exactly as the site sends it (only the contract's keys, every value valid), or
 * undefined for anything else. It accepts nothing the contract's schema refuses and answers what the schema would
 * (the same values; there are no unknown keys to strip): tracking-body.spec.ts compares the two on generated bodies.
 */
export function plainImpressionBatch(body: unknown): TrackingBody | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const fields = body as Record<string, unknown>;
  if (fields.type !== 'impression' || !isClientId(fields.session_id)) return undefined;
  for (const key in fields) {
    const value = fields[key];
    if (key === 'type' || key === 'session_id') continue;
    if (key === 'batch_id') {
      if (!isClientId(value)) return undefined;
    } else if (key === 'sent_at') {
      if (!isWhole(value, 1, Number.MAX_SAFE_INTEGER)) return undefined;
    } else if (key === 'impressions') {
      if (!Array.isArray(value) || value.length < 1 || value.length > MAX_IMPRESSIONS_PER_CALL) return undefined;
      for (let i = 0; i < value.length; i += 1) if (!isPlainItem(value[i])) return undefined;
    } else return undefined;
  }
  return Array.isArray(fields.impressions) ? (body as TrackingBody) : undefined;
}

/**
 * The tracking call's body check: the contract's zod schema, with the common case first. A batch of ten impressions
 * is the most frequent body the API reads, and the generic schema walk cost about 4% of such a call's CPU; a body
 * that is not a plain valid batch (any other type, any doubt, any error) goes through the schema as before, so the
 * refusals and their texts are the schema's.
 */
export class TrackingBodyPipe extends ZodPipe<typeof trackingRequest> {
  constructor() {
    super(trackingRequest);
  }

  override transform(value: unknown): TrackingBody {
    return plainImpressionBatch(value) ?? super.transform(value);
  }
}
