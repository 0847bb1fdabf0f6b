import type { PostDebugRecord } from '@emberhold/contracts';

export type { PostDebugRecord };

const NUMBER_FIELDS = [
  'id',
  'saves',
  'clicks',
  'impressions',
  'mobile_clicks',
  'mobile_impressions',
  'earnings_score',
  'week_score',
  'editorial_clicks',
  'editorial_impressions',
  'mobile_editorial_clicks',
  'mobile_editorial_impressions',
  'postpage_clicks',
  'postpage_impressions',
  'mobile_postpage_clicks',
  'mobile_postpage_impressions',
] as const satisfies readonly (keyof PostDebugRecord)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDateOrNull(value: unknown): value is string | null {
  return value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));
}

/** A hand-written guard rather than a schema library: the panel is the only reader, and zod is not in the site bundle. */
export function isPostDebugRecord(value: unknown): value is PostDebugRecord {
  if (!isRecord(value)) return false;
  if (!NUMBER_FIELDS.every((field) => typeof value[field] === 'number' && Number.isFinite(value[field]))) return false;
  return isDateOrNull(value.first_published) && isDateOrNull(value.published);
}

/** Thrown when the response is not a debug record; spec section 8: such errors are only logged, never shown. */
export class DebugRecordParseError extends Error {
  override readonly name = 'DebugRecordParseError';
}

/** The record inside a debug response body, for the post asked about. */
export function readDebugRecord(body: unknown, postId: number): PostDebugRecord {
  const data = isRecord(body) ? body.data : undefined;
  if (!isPostDebugRecord(data)) throw new DebugRecordParseError(`The debug response for post ${postId} is not a debug record`);
  if (data.id !== postId) throw new DebugRecordParseError(`The debug response for post ${postId} describes post ${data.id}`);
  return data;
}
