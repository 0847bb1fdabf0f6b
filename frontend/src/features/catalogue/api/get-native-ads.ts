import type { NativeAdDto, NativeAdResponse } from '@emberhold/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { NATIVE_AD_LAST_PAGE } from '../lib/list-inserts';

/**
 * An ad as one slot shows it. `offer` is the one-time id the API hands each ad out with, which its impression and
 * click name. Read as optional: an API from before offers sends none, and the slot is then shown but not tracked.
 */
export type NativeAd = NativeAdDto & { offer?: string };

/** Each list page asks for its own ads, so every page's slots get their own offers. */
export function nativeAdsQueryOptions(listKey: string, page: number) {
  return queryOptions({
    queryKey: ['native-ads', listKey, page] as const,
    queryFn: ({ signal }) => getJson<NativeAdResponse>('/api/user/native_ad/', signal),
    enabled: page >= 1 && page <= NATIVE_AD_LAST_PAGE,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

const NO_ADS: NativeAd[] = [];

/**
 * Ads are extra: when the call fails the list simply shows without them. `pending` is true while a page's ads are
 * on their way, so the list can hold their slots and the cards do not jump when they arrive.
 */
export function useNativeAds(listKey: string, page: number): { ads: NativeAd[]; pending: boolean } {
  const query = useQuery(nativeAdsQueryOptions(listKey, page));
  return { ads: query.data?.ads ?? NO_ADS, pending: query.isPending && page >= 1 && page <= NATIVE_AD_LAST_PAGE };
}
