import type { ListPageResponse } from '@emberhold/contracts';
import { getJson, queryString } from '../../../lib/api-client';
import type { Country } from '../../../lib/country';
import { seedFor } from '../../../lib/session';

export interface ListParams {
  sort: string;
  page: number;
  country: Country;
}

/** GET /api/lists/{sort}/{page}/?country=&seed= (the session seed keeps the random sort in one order across pages) */
export function getList({ sort, page, country }: ListParams, signal?: AbortSignal): Promise<ListPageResponse> {
  const path = `/api/lists/${encodeURIComponent(sort)}/${page}/${queryString({ country, seed: seedFor(sort) })}`;
  return getJson<ListPageResponse>(path, signal);
}
