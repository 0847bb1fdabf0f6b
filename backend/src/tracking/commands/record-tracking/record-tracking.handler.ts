import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { newEventId, type EnvelopeBase, type Surface } from '@emberhold/contracts';
import { occurredAt } from '../../../common/http/visitor-context';
import { trackingCallIdPrefix } from '../../domain/call-id';
import { eventContext } from '../../infra/tracking-context';
import { TrackingProducer } from '../../infra/tracking-producer';
import { RecordTrackingCommand } from './record-tracking.command';

type Placement = { sort?: string | undefined; page?: number | undefined; position?: number | undefined };
type TrackedEvent = { key: string; event: EnvelopeBase & { payload: object } };

const SURFACE_BY_TYPE: Partial<Record<string, Surface>> = {
  'impression-editorial': 'editorial',
  'click-editorial': 'editorial',
  'impression-postpage': 'postpage',
  'click-postpage': 'postpage',
};

/** A list's sort names the surface where it is not an ordinary list: related items and search results. */
function listSurface(sort: string | undefined): Surface {
  return sort === 'related' ? 'related' : sort === 'search' ? 'search' : 'list';
}

function placement(item: Placement) {
  return { sort: item.sort ?? null, page: item.page ?? null, position: item.position ?? null };
}

/**
 * Turns one tracking call into versioned event envelopes on the tracking topic. With the browser's batch id the
 * event ids are derived from it (and the time from its send time), so a call the browser sends twice yields the
 * same events twice, which ClickHouse stores once.
 */
@CommandHandler(RecordTrackingCommand)
export class RecordTrackingHandler implements ICommandHandler<RecordTrackingCommand, { accepted: number }> {
  constructor(private readonly producer: TrackingProducer) {}

  async execute({ body, context, receivedAt }: RecordTrackingCommand): Promise<{ accepted: number }> {
    // What a call's events share is made once: a batch of impressions is the hot path of the whole site.
    const shared = {
      occurred_at: occurredAt(body.sent_at, receivedAt).toISOString(),
      received_at: receivedAt.toISOString(),
      ...eventContext(context),
    };
    // One name-based id per call with the event's index in its last 16 bits: as stable across a retried call as an
    // id per event, for one hash instead of one per event.
    const callId = body.batch_id === undefined ? undefined : trackingCallIdPrefix(body.session_id, body.batch_id);
    const idOf = (index: number) => (callId === undefined ? newEventId() : callId + index.toString(16).padStart(4, '0'));
    if (body.type === 'impression') {
      // A list's impressions travel as one record keyed by the session: one record per impression made the log's
      // per-record encoding the largest cost of ingestion, and no consumer needs one post's impressions in order.
      // What they have alike travels once; each impression is its id and payload.
      const batch = new Array<{ id: string; payload: object }>(body.impressions.length);
      for (let i = 0; i < batch.length; i += 1) {
        const item = body.impressions[i]!;
        // Written out rather than spread: JSON.stringify walks an object built in one literal fastest.
        batch[i] = {
          id: idOf(i),
          payload: { post_id: item.post_id, surface: listSurface(item.sort), sort: item.sort ?? null, page: item.page ?? null, position: item.position ?? null },
        };
      }
      await this.producer.sendBatch(`session:${body.session_id}`, { type: 'post.impression', version: 1, ...shared }, batch);
      return { accepted: batch.length };
    }
    const events: TrackedEvent[] = [];
    const add = (type: string, key: string, payload: object) => {
      events.push({ key, event: { id: idOf(events.length), type, version: 1, ...shared, payload } });
    };
    switch (body.type) {
      case 'click':
        add('post.click', `post:${body.post_id}`, { post_id: body.post_id, surface: listSurface(body.sort), ...placement(body) });
        break;
      case 'impression-editorial':
      case 'impression-postpage':
      case 'click-editorial':
      case 'click-postpage':
        add(body.type.startsWith('click') ? 'post.click' : 'post.impression', `post:${body.post_id}`, {
          post_id: body.post_id,
          surface: SURFACE_BY_TYPE[body.type]!,
          sort: null,
          page: null,
          position: null,
        });
        break;
      case 'impression-bottom-banner':
      case 'click-bottom-banner':
        add(body.type === 'click-bottom-banner' ? 'banner.click' : 'banner.impression', `banner:${body.post_id}`, {
          banner_id: body.post_id,
          surface: 'bottom-banner',
        });
        break;
    }
    await this.producer.send(events);
    return { accepted: events.length };
  }
}
