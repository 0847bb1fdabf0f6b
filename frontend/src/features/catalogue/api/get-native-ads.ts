import type { NativeAdResponse } from '@emberhold/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export function nativeAdsQueryOptions() {
  return queryOptions({
    queryKey: ['native-ads'] as const,
    queryFn: ({ signal }) => getJson<NativeAdResponse>('/api/user/native_ad/', signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Ads are extra: when the call fails the list simply shows without them. */
export function useNativeAds() {
  return useQuery(nativeAdsQueryOptions()).data?.ads ?? [];
}
