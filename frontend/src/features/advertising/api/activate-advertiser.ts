import type { ActivateAdvertiserDto, DataResponse } from '@emberhold/contracts';
import { postJson } from '../../../lib/api-client';

/** POST /api/user/activate_advertiser {temp_id}: the funnel's campaign becomes the signed-in user's (spec section 4). */
export async function activateAdvertiser(tempId: string, signal?: AbortSignal): Promise<ActivateAdvertiserDto> {
  return (await postJson<DataResponse<ActivateAdvertiserDto>>('/api/user/activate_advertiser', { temp_id: tempId }, signal)).data;
}
