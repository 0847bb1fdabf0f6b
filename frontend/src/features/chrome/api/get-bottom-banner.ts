import type { BottomBannerResponse } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** Spec section 8: a failed bottom banner call hides the banner. */
export function useBottomBanner(enabled: boolean) {
  const query = useQuery({
    queryKey: ['bottom-banner'] as const,
    queryFn: ({ signal }) => getJson<BottomBannerResponse>('/api/bottom-banner/', signal),
    enabled,
    retry: false,
    staleTime: 10 * 60_000,
  });
  return query.data?.data.banner ?? null;
}
