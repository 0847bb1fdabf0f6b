import type { PostListResponse } from '@emberhold/contracts';
import { getJson, queryString } from '../../../lib/api-client';
import type { Country } from '../../../lib/country';
import { matureParam } from '../lib/mature-gifts';

/** GET /api/search/{term}/{page}?country= */
export function getSearch(term: string, page: number, country: Country, signal?: AbortSignal): Promise<PostListResponse> {
  return getJson<PostListResponse>(`/api/search/${encodeURIComponent(term)}/${page}${queryString({ country, nsfw: matureParam() })}`, signal);
}
