import type { FeaturedResponse } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** GET /api/lists/featured; the first featured post goes at position 5 of gift lists. A failure shows none. */
export function useFeaturedPost() {
  const query = useQuery({
    queryKey: ['featured'] as const,
    queryFn: ({ signal }) => getJson<FeaturedResponse>('/api/lists/featured', signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return query.data?.featured.find((f) => f.post)?.post ?? null;
}
