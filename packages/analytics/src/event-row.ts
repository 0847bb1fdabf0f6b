import type { EnvelopeBase } from '@emberhold/contracts';

/** A row of the ClickHouse `events` table (packages/analytics/schema/001_events.sql and 002). */
export interface EventRow {
  event_id: string;
  type: string;
  version: number;
  occurred_at: string;
  received_at: string;
  session_id: string;
  user_id: number;
  country: string;
  device: string;
  post_id: number;
  ad_id: number;
  campaign_id: number;
  banner_id: number;
  surface: string;
  sort: string;
  page: number;
  position: number;
  traffic: string;
  payload: string;
  source_topic: string;
  source_partition: number;
  source_offset: number;
}

export interface RecordSource {
  topic: string;
  partition: number;
  offset: string;
}

/** ClickHouse reads DateTime64 as 'YYYY-MM-DD hh:mm:ss.sss' (UTC here) without best-effort parsing. */
export function toClickHouseTime(iso: string): string {
  return new Date(iso).toISOString().replace('T', ' ').replace('Z', '');
}

/**
 * toClickHouseTime remembering its last answer: the events of one call share their times, and the rows of a batch come
 * call by call, so most conversions repeat the one before.
 */
function lastTimeConverter(): (iso: string) => string {
  let lastIso = '';
  let lastTime = '';
  return (iso) => {
    if (iso !== lastIso) {
      lastTime = toClickHouseTime(iso);
      lastIso = iso;
    }
    return lastTime;
  };
}
const occurredTime = lastTimeConverter();
const receivedTime = lastTimeConverter();

export function toEventRow(event: EnvelopeBase & { payload: object }, source: RecordSource): EventRow {
  const payload = event.payload as Record<string, unknown>;
  const numberOf = (key: string): number => (typeof payload[key] === 'number' ? (payload[key] as number) : 0);
  const stringOf = (key: string): string => (typeof payload[key] === 'string' ? (payload[key] as string) : '');
  return {
    event_id: event.id,
    type: event.type,
    version: event.version,
    occurred_at: occurredTime(event.occurred_at),
    received_at: receivedTime(event.received_at),
    session_id: event.session_id ?? '',
    user_id: event.user_id ?? 0,
    country: event.country,
    device: event.device,
    post_id: numberOf('post_id'),
    ad_id: numberOf('ad_id'),
    campaign_id: numberOf('campaign_id'),
    banner_id: numberOf('banner_id'),
    surface: stringOf('surface'),
    sort: stringOf('sort'),
    page: numberOf('page'),
    position: numberOf('position'),
    traffic: event.traffic ?? (stringOf('traffic') || 'human'),
    payload: JSON.stringify(event.payload),
    source_topic: source.topic,
    source_partition: source.partition,
    source_offset: Number(source.offset),
  };
}
