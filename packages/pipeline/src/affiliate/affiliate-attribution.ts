import { AFFILIATE_SUBTAG_CLICKS_SQL } from '@emberhold/analytics';
import { sortCodeOf, type AffiliateReportRow, parseSiteSubtag } from '@emberhold/contracts';
import type { AnalyticsStore } from '@emberhold/platform';

/** Where a report row's earnings came from on the site: the post its visit clicked, and the list sort of the link. */
export interface Attribution {
  post_id: number | null;
  sort_code: number | null;
}

export interface VisitClick {
  subtag: string;
  post_id: number | string;
  sort: string;
  /** 'YYYY-MM-DD hh:mm:ss.sss' (UTC), as ClickHouse writes DateTime64. */
  occurred_at: string;
}

const SUBTAGS_PER_QUERY = 1000;

/** The first instant after the row's period: the next day, or the next month's first day ('YYYY-MM-DD 00:00:00.000'). */
export function periodEnd(row: Pick<AffiliateReportRow, 'grain' | 'period'>): string {
  const start = new Date(`${row.period}T00:00:00Z`);
  if (row.grain === 'month') start.setUTCMonth(start.getUTCMonth() + 1, 1);
  else start.setUTCDate(start.getUTCDate() + 1);
  return `${start.toISOString().slice(0, 10)} 00:00:00.000`;
}

/**
 * A row's attribution from its subtag (`emb-<sort code>-<visit subtag>`, parseSiteSubtag) and the clicks of the
 * visit(s) given that visit subtag, oldest first: the last click before the end of the row's period whose list sort
 * maps to the sort code, else the visit's last click before then, else its last click. No parsable subtag: nothing.
 */
export function attribute(row: Pick<AffiliateReportRow, 'grain' | 'period' | 'subtag'>, clicksOfSubtag: (subtag: string) => readonly VisitClick[]): Attribution {
  const parsed = row.subtag === '' ? null : parseSiteSubtag(row.subtag);
  if (!parsed) return { post_id: null, sort_code: null };
  if (parsed.visitSubtag === null) return { post_id: null, sort_code: parsed.sortCode };
  const clicks = clicksOfSubtag(parsed.visitSubtag);
  const end = periodEnd(row);
  const before = clicks.filter((click) => click.occurred_at < end);
  const sameSort = before.filter((click) => sortCodeOf(click.sort) === parsed.sortCode);
  const chosen = sameSort.at(-1) ?? before.at(-1) ?? clicks.at(-1);
  const postId = chosen === undefined ? 0 : Number(chosen.post_id);
  return { post_id: postId > 0 ? postId : null, sort_code: parsed.sortCode };
}

/** The clicks of the visits behind the rows' visit subtags, read from ClickHouse, by visit subtag. */
export async function visitClicks(analytics: AnalyticsStore, rows: ReadonlyArray<Pick<AffiliateReportRow, 'subtag'>>): Promise<Map<string, VisitClick[]>> {
  const subtags = [...new Set(rows.map((row) => (row.subtag === '' ? null : parseSiteSubtag(row.subtag)?.visitSubtag)).filter((s): s is string => typeof s === 'string'))];
  const bySubtag = new Map<string, VisitClick[]>();
  for (let i = 0; i < subtags.length; i += SUBTAGS_PER_QUERY) {
    const clicks = await analytics.query<VisitClick>(AFFILIATE_SUBTAG_CLICKS_SQL, { subtags: subtags.slice(i, i + SUBTAGS_PER_QUERY) });
    for (const click of clicks) {
      const list = bySubtag.get(click.subtag) ?? [];
      list.push(click);
      bySubtag.set(click.subtag, list);
    }
  }
  for (const list of bySubtag.values()) list.sort((a, b) => (a.occurred_at < b.occurred_at ? -1 : a.occurred_at > b.occurred_at ? 1 : 0));
  return bySubtag;
}
