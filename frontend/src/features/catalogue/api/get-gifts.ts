import type { GiftListResponse } from '@emberhold/contracts';
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
