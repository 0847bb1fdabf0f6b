import type { GiftListResponse } from '@emberhold/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getJson, queryString } from '../../../lib/api-client';
import type { Country } from '../../../lib/country';
import { seedFor } from '../../../lib/session';
import { matureParam } from '../lib/mature-gifts';

export interface GiftsParams {
  list: string;
  parentList?: string | undefined;
  sort: string;
  page: number;
  country: Country;
  min?: number | undefined;
  max?: number | undefined;
}

/**
 * GET /api/gifts/{list}/{sort}/{page}/?min=&max=&country=&seed= (list "all" for every guide). min and max are in the
 * visitor's currency; the API converts them.
 */
export function getGifts({ list, parentList, sort, page, country, min, max }: GiftsParams, signal?: AbortSignal): Promise<GiftListResponse> {
  const path = `/api/gifts/${encodeURIComponent(list)}/${encodeURIComponent(sort)}/${page}/`;
  return getJson<GiftListResponse>(path + queryString({ min, max, country, parent_list: parentList, seed: seedFor(sort), nsfw: matureParam() }), signal);
}

/** A gift list as its page asks for it: everything but the page. */
export type GiftListRequest = Omit<GiftsParams, 'page'>;

/**
 * The first page of a gift list with its guide (name, description, parent and nested guides): the page's head, and
 * its list's first page of posts, kept once under this key.
 */
export function giftHeadQueryOptions(request: GiftListRequest) {
  return queryOptions({
    queryKey: ['gift-head', request] as const,
    // Not aborted when the page goes: the list's first page may be waiting on this same read (GiftListPage's fetchPage).
    queryFn: () => getGifts({ ...request, page: 1 }),
    retry: false,
    staleTime: 60_000,
  });
}
