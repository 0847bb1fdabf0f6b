import type { ListPageResponse } from '@emberhold/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** The list the promo pages offer posts from: the newest, in the catalogue's own pages (its page size and order). */
const PROMO_SORT = 'new';

/** GET /api/lists/new/{page}/?country=us: one page of posts a boost can lift (boosts exist only at the root, the US site). */
export function boostPromoPostsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['boost-promo-posts', page] as const,
    queryFn: ({ signal }) => getJson<ListPageResponse>(`/api/lists/${PROMO_SORT}/${page}/?country=us`, signal),
    staleTime: 60_000,
  });
}
