import type { ListSortName } from '@emberhold/contracts';

/** Sorts a /sort/{sort} URL segment may name: every sort of the catalogue API (spec section 2). */
export const LIST_SORTS = [
  'new',
  'popular',
  'random',
  'high',
  'low',
  'clicks_score_amazon_available',
  'clicks_all',
  'clicks_score_week',
  'clicks_score_month',
  'instagram',
] as const satisfies readonly ListSortName[];

export function isListSort(value: string | undefined): value is ListSortName {
  return value !== undefined && (LIST_SORTS as readonly string[]).includes(value);
}

/** Spec section 2: default sorts of the index and gift routes. */
export const DEFAULT_SORTS = {
  home: 'new',
  new: 'new',
  popular: 'clicks_score_amazon_available',
  random: 'random',
  allTimePopular: 'clicks_all',
  wctr: 'clicks_score_week',
  mctr: 'clicks_score_month',
  shopInstagram: 'instagram',
  giftsLanding: 'clicks_score_amazon_available',
  giftList: 'popular',
  wishlistedPrice: 'popular',
} as const satisfies Record<string, ListSortName>;

/** `/base/`, `/base/page/{n}/`, `/base/sort/{sort}/` or `/base/sort/{sort}/page/{n}/`; the default sort is left out. */
export function listPath(base: string, options: { sort?: string | undefined; defaultSort?: string; page?: number }): string {
  const root = base.endsWith('/') ? base.slice(0, -1) : base;
  const sortPart = options.sort && options.sort !== options.defaultSort ? `/sort/${options.sort}` : '';
  const pagePart = options.page && options.page > 1 ? `/page/${options.page}` : '';
  return `${root}${sortPart}${pagePart}/`;
}

/** The `:page` route segment: 1 when absent, null when it is not a page number. */
export function parsePage(page: string | undefined): number | null {
  if (page === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(page)) return null;
  return Number(page);
}
