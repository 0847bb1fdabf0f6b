import type { FeaturedResponse } from '@emberhold/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, queryString } from '../../../lib/api-client';
import type { Country } from '../../../lib/country';

/**
 * GET /api/lists/featured: the first feature meant for the place asked for, gift lists (display_gifts, at position 5)
 * or a post's related items (display_related, at position 4). A failure shows none.
 */
export function featuredQueryOptions(country: Country) {
  return queryOptions({
    queryKey: ['featured', country] as const,
    queryFn: ({ signal }) => getJson<FeaturedResponse>(`/api/lists/featured${queryString({ country })}`, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useFeaturedPost(place: 'gifts' | 'related', country: Country) {
  const query = useQuery(featuredQueryOptions(country));
  const wanted = (f: FeaturedResponse['featured'][number]) => (place === 'gifts' ? f.display_gifts : f.display_related);
  return query.data?.featured.find((f) => f.post && wanted(f))?.post ?? null;
}
