import { envelope, type EventContext, type RatingSetEvent } from '@emberhold/contracts';
import type { OutboxFact } from '../../common/outbox/outbox';
import type { RatingTarget } from './rating-target';

/**
 * The `rating.set` fact of a new or changed rating, keyed by its target so one target's facts stay in order. The
 * target's id goes under its column's name: a post's under post_id, which ClickHouse lifts into its own column.
 */
export function ratingSetFact(target: RatingTarget, rating: number, previous: number | null, context: EventContext): OutboxFact {
  const common = { rating, previous_rating: previous };
  const payload: RatingSetEvent['payload'] =
    target.kind === 'post'
      ? { target: 'post', post_id: target.id, ...common }
      : target.kind === 'gift_guide'
        ? { target: 'gift_guide', category_id: target.id, ...common }
        : { target: 'blog_post', blog_post_id: target.id, ...common };
  const fact: RatingSetEvent = envelope('rating.set', 1, payload, context);
  const key = { post: 'post', gift_guide: 'guide', blog_post: 'blog' }[target.kind];
  return { fact, key: `${key}:${target.id}` };
}
