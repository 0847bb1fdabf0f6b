import type { PostDebugRecord } from './post-debug-record';

/**
 * Spec section 9: a click-through rate in percent with 2 decimals. No impressions reads "0.00%" rather than a
 * division by zero.
 */
export function ctrPercent(clicks: number, impressions: number): string {
  if (!(impressions > 0) || !Number.isFinite(clicks)) return '0.00%';
  return `${((clicks / impressions) * 100).toFixed(2)}%`;
}

export interface Counts {
  clicks: number;
  impressions: number;
}

export interface CtrFigure {
  /** The CTR over every device. */
  ctr: string;
  clicks: number;
  impressions: number;
  /** Present only when there are mobile figures (spec section 9); desktop is the total less mobile. */
  split?: { desktop: string; mobile: string };
}

export function ctrFigure(total: Counts, mobile: Counts): CtrFigure {
  const figure: CtrFigure = { ctr: ctrPercent(total.clicks, total.impressions), clicks: total.clicks, impressions: total.impressions };
  if (mobile.clicks > 0 || mobile.impressions > 0) {
    // Counts come from one query, so mobile never exceeds the total; the clamp keeps a skewed record from showing negatives.
    const desktopClicks = Math.max(0, total.clicks - mobile.clicks);
    const desktopImpressions = Math.max(0, total.impressions - mobile.impressions);
    figure.split = { desktop: ctrPercent(desktopClicks, desktopImpressions), mobile: ctrPercent(mobile.clicks, mobile.impressions) };
  }
  return figure;
}

/** Spec section 9: earnings score with 4 decimals; the week score is shown the same way. */
export function formatScore(score: number): string {
  return Number.isFinite(score) ? score.toFixed(4) : '–';
}

/** A readable date and time ("12 Mar 2024, 09:05"), in the viewer's time zone unless one is given. */
export function formatDebugDate(iso: string | null, timeZone?: string): string {
  if (iso === null) return 'never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}

export function formatCount(count: number): string {
  return Number.isFinite(count) ? count.toLocaleString('en-US') : '–';
}

export interface DebugView {
  postId: number;
  firstPublished: string;
  published: string;
  saves: string;
  list: CtrFigure;
  editorial: CtrFigure;
  postpage: CtrFigure;
  earningsScore: string;
  weekScore: string;
}

/** Everything the panel shows, formatted. "List" is the plain clicks and impressions: lists, related items and search. */
export function debugView(record: PostDebugRecord, timeZone?: string): DebugView {
  return {
    postId: record.id,
    firstPublished: formatDebugDate(record.first_published, timeZone),
    published: formatDebugDate(record.published, timeZone),
    saves: formatCount(record.saves),
    list: ctrFigure({ clicks: record.clicks, impressions: record.impressions }, { clicks: record.mobile_clicks, impressions: record.mobile_impressions }),
    editorial: ctrFigure(
      { clicks: record.editorial_clicks, impressions: record.editorial_impressions },
      { clicks: record.mobile_editorial_clicks, impressions: record.mobile_editorial_impressions },
    ),
    postpage: ctrFigure(
      { clicks: record.postpage_clicks, impressions: record.postpage_impressions },
      { clicks: record.mobile_postpage_clicks, impressions: record.mobile_postpage_impressions },
    ),
    earningsScore: formatScore(record.earnings_score),
    weekScore: formatScore(record.week_score),
  };
}
