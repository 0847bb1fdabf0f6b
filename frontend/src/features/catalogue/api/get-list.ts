import { getJson, queryString } from '../../../lib/api-client';
import type { Country } from '../../../lib/country';
import type { ListResponse } from './post.types';

export interface ListParams {
  sort: string;
  page: number;
  country: Country;
}

/** GET /api/lists/{sort}/{page}/?country= */
export function getList({ sort, page, country }: ListParams, signal?: AbortSignal): Promise<ListResponse> {
  const path = `/api/lists/${encodeURIComponent(sort)}/${page}/${queryString({ country })}`;
  return getJson<ListResponse>(path, signal);
}
