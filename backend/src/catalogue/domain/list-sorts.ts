import { SORT_CODES } from './affiliate-link';

/**
 * The list sorts of spec section 2 and the SQL order each reads (constants only, never built from input). Score
 * sorts read the columns the scoring jobs maintain. `random` pages through a per-session hash of the stable
 * random_key (see PostReader), so a visitor's pages never repeat or skip a post.
 */
export const listSorts = {
  new: { order: 'p.published_at DESC, p.id DESC', code: SORT_CODES.new },
  popular: { order: 'p.clicks_score_amazon_available DESC, p.id DESC', code: SORT_CODES.popular },
  clicks_score_amazon_available: { order: 'p.clicks_score_amazon_available DESC, p.id DESC', code: SORT_CODES.clicks_score_amazon_available },
  high: { order: 'p.price DESC, p.id DESC', code: SORT_CODES.high },
  low: { order: 'p.price ASC, p.id ASC', code: SORT_CODES.low },
  random: { order: 'p.random_key ASC, p.id ASC', code: SORT_CODES.random },
  clicks_all: { order: 'p.clicks_all DESC, p.id DESC', code: SORT_CODES.clicks_all },
  clicks_score_week: { order: 'p.clicks_score_week DESC, p.id DESC', code: SORT_CODES.clicks_score_week },
  clicks_score_month: { order: 'p.clicks_score_month DESC, p.id DESC', code: SORT_CODES.clicks_score_month },
  week_score: { order: 'p.week_score DESC, p.id DESC', code: SORT_CODES.week_score },
  earnings_score: { order: 'p.earnings_score DESC, p.id DESC', code: SORT_CODES.earnings_score },
  instagram: { order: 'p.published_at DESC, p.id DESC', code: SORT_CODES.instagram },
} as const satisfies Record<string, { order: string; code: number }>;

export type ListSort = keyof typeof listSorts;

export function isListSort(value: string): value is ListSort {
  return Object.hasOwn(listSorts, value);
}

export const PAGE_SIZE = 24;
export const MAX_PAGE = 10_000;
