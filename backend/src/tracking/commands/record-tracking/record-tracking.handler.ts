import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { envelope, eventIdFor, type EnvelopeBase, type Surface } from '@emberhold/contracts';
import { occurredAt } from '../../domain/visitor-context';
import { eventContext } from '../../infra/tracking-context';
import { TrackingProducer } from '../../infra/tracking-producer';
import { RecordTrackingCommand } from './record-tracking.command';

type Placement = { sort?: string | undefined; page?: number | undefined; position?: number | undefined };

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
    const when = { occurredAt: occurredAt(body.sent_at, receivedAt), receivedAt };
    const ids = (index: number) =>
      body.batch_id === undefined ? {} : { id: eventIdFor(`tracking:${body.session_id}:${body.batch_id}:${index}`) };
    const who = eventContext(context);
    const events: Array<{ key: string; event: EnvelopeBase & { payload: object } }> = [];
    switch (body.type) {
      case 'impression':
        body.impressions.forEach((item, index) => {
          const payload = { post_id: item.post_id, surface: listSurface(item.sort), ...placement(item) };
          events.push({ key: `post:${item.post_id}`, event: envelope('post.impression', 1, payload, who, { ...when, ...ids(index) }) });
        });
        break;
      case 'click': {
        const payload = { post_id: body.post_id, surface: listSurface(body.sort), ...placement(body) };
        events.push({ key: `post:${body.post_id}`, event: envelope('post.click', 1, payload, who, { ...when, ...ids(0) }) });
        break;
      }
      case 'impression-editorial':
      case 'impression-postpage':
      case 'click-editorial':
      case 'click-postpage': {
        const type = body.type.startsWith('click') ? 'post.click' : 'post.impression';
        const payload = { post_id: body.post_id, surface: SURFACE_BY_TYPE[body.type]!, sort: null, page: null, position: null };
        events.push({ key: `post:${body.post_id}`, event: envelope(type, 1, payload, who, { ...when, ...ids(0) }) });
        break;
      }
      case 'impression-bottom-banner':
      case 'click-bottom-banner': {
        const type = body.type === 'click-bottom-banner' ? 'banner.click' : 'banner.impression';
        const payload = { banner_id: body.post_id, surface: 'bottom-banner' as const };
        events.push({ key: `banner:${body.post_id}`, event: envelope(type, 1, payload, who, { ...when, ...ids(0) }) });
        break;
      }
    }
    await this.producer.send(events);
    return { accepted: events.length };
  }
}
