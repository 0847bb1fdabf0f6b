import type { NativeAdDto, NativeAdResponse } from '@emberhold/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, queryString } from '../../../lib/api-client';
import type { Country } from '../../../lib/country';
import { sessionId } from '../../../lib/session';
import { NATIVE_AD_LAST_PAGE } from '../lib/list-inserts';

/**
 * An ad as one slot shows it. `offer` is the one-time id the API hands each ad out with, which its impression and
 * click name. Read as optional: an API from before offers sends none, and the slot is then shown but not tracked.
 */
export type NativeAd = NativeAdDto & { offer?: string };

/**
 * Where a list's ad slots stand: the API chooses ads that fit it. `min`/`max` are the list's price filter in the
 * visitor's currency (an ad outside them is never sent), `list` the gift guide's slug (ads that match it come first).
 */
export interface NativeAdContext {
  country: Country;
  list?: string | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

/** GET /api/user/native_ad/?page=&country=&list=&min=&max=&seed= (the session seed: each visitor's own rotation). */
export function getNativeAds(context: NativeAdContext, page: number, signal?: AbortSignal): Promise<NativeAdResponse> {
  const { country, list, min, max } = context;
  const seed = typeof document === 'undefined' ? undefined : sessionId();
  return getJson<NativeAdResponse>(`/api/user/native_ad/${queryString({ page, country, list, min, max, seed })}`, signal);
}

/** Each list page asks for its own ads, so every page's slots get their own offers. */
export function nativeAdsQueryOptions(listKey: string, page: number, context: NativeAdContext) {
  return queryOptions({
    queryKey: ['native-ads', listKey, page, context] as const,
    queryFn: ({ signal }) => getNativeAds(context, page, signal),
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
export function useNativeAds(listKey: string, page: number, context: NativeAdContext): { ads: NativeAd[]; pending: boolean } {
  const query = useQuery(nativeAdsQueryOptions(listKey, page, context));
  return { ads: query.data?.ads ?? NO_ADS, pending: query.isPending && page >= 1 && page <= NATIVE_AD_LAST_PAGE };
}
