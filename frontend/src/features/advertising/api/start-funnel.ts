import type { DataResponse, StartFunnelDto } from '@emberhold/contracts';
import { getJson } from '../../../lib/api-client';

/** GET /api/user/start_funnel: a fresh temporary id for the funnel (spec section 4); nothing is written yet. */
export async function startFunnel(signal?: AbortSignal): Promise<StartFunnelDto> {
  return (await getJson<DataResponse<StartFunnelDto>>('/api/user/start_funnel', signal)).data;
}
