import { AFFILIATE_SORT_CODES, type AffiliateProgram } from '@emberhold/contracts';
import { Random } from '../random';

/**
 * The demo visits whose subtags the seeded affiliate reports name: sessions that were given a subtag and clicked a
 * post from a list, in the two months before the month of `end`. The report seed writes rows with their subtags
 * (`emb-<sort code>-<visit subtag>`), and loadAffiliateVisits writes their `subtag.issued` and `post.click` facts, so
 * the import job can attribute those earnings to a post and a sort code. Both sides compute the same list from the
 * month of `end` alone.
 */
export interface DemoSubtagVisit {
  readonly sessionId: string;
  readonly visitSubtag: string;
  readonly channel: string;
  readonly referrerHost: string;
  readonly program: AffiliateProgram;
  readonly sort: string;
  readonly sortCode: number;
  /** The click, an ISO timestamp; the subtag was issued a minute before. */
  readonly clickedAt: string;
  /** The click's day (YYYY-MM-DD), the report row's period. */
  readonly day: string;
  /** Which of the posts the click goes to: an index into the loader's posts, taken modulo their number. */
  readonly postPick: number;
}

/** Visits per month and program: the site's own tag gets most. */
const VISITS_PER_MONTH: Readonly<Record<AffiliateProgram, number>> = { us: 14, uk: 6, ca: 4 };
const SORTS = ['new', 'popular', 'clicks_score_week', 'random', 'clicks_all', 'related'] as const;
const CHANNELS: ReadonlyArray<readonly [string, string]> = [
  ['s', 'www.google.com'],
  ['p', 'www.pinterest.com'],
  ['d', ''],
  ['o', 'www.instagram.com'],
];

/** The first day (YYYY-MM-01) of the month `back` months before the month of `end`. */
export function monthStart(end: Date, back: number): string {
  const date = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - back, 1));
  return date.toISOString().slice(0, 10);
}

export function daysInMonth(firstDay: string): number {
  const [year, month] = firstDay.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function demoSubtagVisits(end: Date): DemoSubtagVisit[] {
  const visits: DemoSubtagVisit[] = [];
  for (const back of [2, 1]) {
    const first = monthStart(end, back);
    const rng = new Random(`affiliate-visits:${first}`);
    for (const program of ['us', 'uk', 'ca'] as const) {
      for (let i = 0; i < VISITS_PER_MONTH[program]; i++) {
        const [channel, referrerHost] = rng.pick(CHANNELS);
        const sort = rng.pick(SORTS);
        const day = `${first.slice(0, 8)}${String(rng.int(1, daysInMonth(first))).padStart(2, '0')}`;
        const seconds = rng.int(6 * 3600, 23 * 3600);
        const clickedAt = new Date(Date.parse(`${day}T00:00:00.000Z`) + seconds * 1000).toISOString();
        visits.push({
          sessionId: `s${rng.chars('0123456789abcdef', 24)}`,
          visitSubtag: `${channel}${rng.chars('0123456789abcdef', 8)}`,
          channel,
          referrerHost,
          program,
          sort,
          sortCode: AFFILIATE_SORT_CODES[sort]!,
          clickedAt,
          day,
          postPick: rng.int(0, 1_000_000),
        });
      }
    }
  }
  return visits;
}

/** The subtag a report row names for a visit. */
export function siteSubtagOf(visit: Pick<DemoSubtagVisit, 'sortCode' | 'visitSubtag'>): string {
  return `emb-${visit.sortCode}-${visit.visitSubtag}`;
}
