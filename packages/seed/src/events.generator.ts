import { Random } from './random';
import { DAY_MS } from './text';

export type SeedEventType = 'impression' | 'click';
export type SeedDevice = 'mobile' | 'tablet' | 'desktop';
export type SeedSurface = 'list' | 'editorial' | 'postpage' | 'related' | 'search';

/** One tracking fact in the shape the event envelope carries (contracts: post.impression / post.click). */
export interface SeedEvent {
  readonly type: SeedEventType;
  readonly post_id: number;
  readonly session_id: string;
  readonly occurred_at: string;
  readonly device: SeedDevice;
  readonly country: string;
  readonly surface: SeedSurface;
  readonly sort: string | null;
  readonly page: number | null;
  readonly position: number;
}

export interface GenerateEventsOptions {
  /** Posts to draw from; more all-time clicks means more traffic, as on the real site. */
  readonly posts: readonly { readonly id: number; readonly clicks_all?: number }[];
  readonly count: number;
  readonly seed?: number;
  /** Events fall in [start, end); defaults to the 30 days before `end`, and `end` to 2026-11-01. */
  readonly start?: Date;
  readonly end?: Date;
}

const countries: readonly [string, number][] = [['us', 60], ['uk', 14], ['ca', 10], ['au', 4], ['de', 3], ['ie', 2], ['nl', 2], ['fr', 2], ['nz', 1.5], ['se', 1.5]];
const devices: readonly [SeedDevice, number][] = [['mobile', 58], ['desktop', 35], ['tablet', 7]];
const listSorts = ['new', 'popular', 'clicks_score_amazon_available', 'random', 'clicks_score_week', 'clicks_all'];

/**
 * Deterministic stream of impressions and clicks for load tests and analytics benchmarks. Events are grouped
 * in sessions (a visitor scrolling a list, opening a post, browsing related items); within a session time
 * moves forward, across sessions it does not, as with real concurrent visitors. Lazy, so millions of events
 * never sit in memory at once.
 */
export function* generateEvents(options: GenerateEventsOptions): Generator<SeedEvent> {
  if (options.posts.length === 0) throw new RangeError('generateEvents needs at least one post');
  const rng = new Random(options.seed ?? 1).fork('events');
  const end = (options.end ?? new Date('2026-11-01T00:00:00.000Z')).getTime();
  const start = (options.start ?? new Date(end - 30 * DAY_MS)).getTime();
  if (!(start < end)) throw new RangeError('start must be before end');

  // Zipf-like popularity from all-time clicks, sampled by binary search over cumulative weights.
  const cumulative = new Float64Array(options.posts.length);
  let total = 0;
  options.posts.forEach((p, i) => {
    total += Math.sqrt((p.clicks_all ?? 0) + 1);
    cumulative[i] = total;
  });
  const pickPost = (): number => {
    const roll = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) <= roll) lo = mid + 1;
      else hi = mid;
    }
    return (options.posts[lo] as { id: number }).id;
  };

  let emitted = 0;
  while (emitted < options.count) {
    const session_id = `s${rng.chars('0123456789abcdef', 24)}`;
    const device = rng.weighted(devices, ([, w]) => w)[0];
    const country = rng.weighted(countries, ([, w]) => w)[0];
    let time = start + rng.next() * (end - start);
    const pages = rng.int(1, 4);
    const surface: SeedSurface = rng.weighted(['list', 'list', 'list', 'editorial', 'search', 'related'] as const, () => 1);
    const sort = surface === 'list' ? rng.pick(listSorts) : null;
    for (let page = 1; page <= pages && emitted < options.count; page++) {
      const perPage = surface === 'editorial' ? rng.int(4, 10) : 24;
      for (let position = 0; position < perPage && emitted < options.count; position++) {
        time += rng.int(200, 2_500);
        if (time >= end) break;
        const post_id = pickPost();
        const base = { post_id, session_id, device, country, surface, sort, page: surface === 'related' ? null : page, position };
        emitted++;
        yield { type: 'impression', occurred_at: new Date(time).toISOString(), ...base };
        // Click-through falls with position, roughly as on list pages.
        if (emitted < options.count && rng.chance(0.06 / (1 + position / 6))) {
          time += rng.int(800, 6_000);
          emitted++;
          yield { type: 'click', occurred_at: new Date(Math.min(time, end - 1)).toISOString(), ...base };
        }
      }
    }
  }
}
