import type { ListPageResponse } from '@emberhold/contracts';
import { indexListApiPath, type IndexListName, type ListSortName } from '@emberhold/contracts/src/site-routes';
import { getJson, queryString } from '../../../lib/api-client';
import type { Country } from '../../../lib/country';
import { seedFor } from '../../../lib/session';
import { matureParam, withMatureParam } from '../lib/mature-gifts';

export interface ListParams {
  sort: string;
  page: number;
  country: Country;
}

/** GET /api/lists/{sort}/{page}/?country=&seed=&nsfw= (nsfw=1: the visitor shows mature gifts; the session seed keeps the random sort in one order across pages) */
export function getList({ sort, page, country }: ListParams, signal?: AbortSignal): Promise<ListPageResponse> {
  const path = `/api/lists/${encodeURIComponent(sort)}/${page}/${queryString({ country, seed: seedFor(sort), nsfw: matureParam() })}`;
  return getJson<ListPageResponse>(path, signal);
}

/**
 * One page of an index list at the address the server preloads with the page (indexListApiPath): the list API, or the
 * gifts API with the list's price floor (/over1k/). Either answers the page's posts.
 */
export function getIndexListPage(list: IndexListName, { sort, page, country }: ListParams & { sort: ListSortName }, signal?: AbortSignal): Promise<Pick<ListPageResponse, 'posts' | 'meta'>> {
  return getJson<Pick<ListPageResponse, 'posts' | 'meta'>>(withMatureParam(indexListApiPath(list, sort, page, country, seedFor(sort))), signal);
}
