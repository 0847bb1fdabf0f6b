import type { SubtagResponse } from '@emberhold/contracts';
import { getJson, queryString } from '../../../lib/api-client';

export interface SubtagParams {
  session: string;
  referrer: string;
  prev_url: string;
  current_url: string;
}

/** GET /api/subtag?session=&referrer=&prev_url=&current_url=: the visit's affiliate subtag. */
export function getSubtag(params: SubtagParams): Promise<SubtagResponse> {
  return getJson<SubtagResponse>(`/api/subtag${queryString({ ...params })}`);
}
