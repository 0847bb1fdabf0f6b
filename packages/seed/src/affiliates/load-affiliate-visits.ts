import { toEventRow, type EventRow } from '@emberhold/analytics';
import { envelope, eventIdFor, type EventContext } from '@emberhold/contracts';
import type { AnalyticsStore } from '@emberhold/platform';
import { demoSubtagVisits } from './demo-visits';

export interface LoadAffiliateVisitsOptions {
  analytics: AnalyticsStore;
  /** The posts the visits' clicks go to. */
  posts: readonly { id: number }[];
  /** The month before this one and the one before that get the visits (the seed's report files name them). */
  end?: Date;
}

/**
 * Writes the demo visits the seeded affiliate reports name (demoSubtagVisits) straight into ClickHouse `events`, as
 * the projector would: per visit a `subtag.issued`, then a list impression and a `post.click` of the same session, so
 * the import job attributes those report rows to a post. Event ids are fixed by the visit: loading again adds nothing.
 */
export async function loadAffiliateVisits(options: LoadAffiliateVisitsOptions): Promise<{ rows: number }> {
  if (options.posts.length === 0) return { rows: 0 };
  const posts = options.posts.map((post) => post.id).sort((a, b) => a - b);
  const rows: EventRow[] = [];
  for (const visit of demoSubtagVisits(options.end ?? new Date())) {
    const context: EventContext = { session_id: visit.sessionId, user_id: null, country: visit.program, device: 'desktop' };
    const clickedAt = new Date(visit.clickedAt);
    const issuedAt = new Date(clickedAt.getTime() - 60_000);
    const seenAt = new Date(clickedAt.getTime() - 20_000);
    const post_id = posts[visit.postPick % posts.length]!;
    const item = { post_id, surface: visit.sort === 'related' ? 'related' : 'list', sort: visit.sort, page: 1, position: visit.postPick % 24 };
    const facts = [
      envelope('subtag.issued', 1, { subtag: visit.visitSubtag, channel: visit.channel, referrer_host: visit.referrerHost, prev_path: '', current_path: '/' }, context, {
        id: eventIdFor(`seed-affiliate-visit:${visit.visitSubtag}:subtag`), occurredAt: issuedAt, receivedAt: issuedAt,
      }),
      envelope('post.impression', 1, item, context, { id: eventIdFor(`seed-affiliate-visit:${visit.visitSubtag}:impression`), occurredAt: seenAt, receivedAt: seenAt }),
      envelope('post.click', 1, item, context, { id: eventIdFor(`seed-affiliate-visit:${visit.visitSubtag}:click`), occurredAt: clickedAt, receivedAt: clickedAt }),
    ];
    facts.forEach((fact, i) => rows.push(toEventRow(fact, { topic: 'seed', partition: 0, offset: String(rows.length + i) })));
  }
  await options.analytics.insert('events', rows);
  return { rows: rows.length };
}
