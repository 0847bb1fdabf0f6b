import { postJson, type ApiMeta } from '../../../lib/api-client';

export type CreativeStatusAction = 'approve' | 'disapprove' | 'pause' | 'resume' | 'finish';

interface CreativeStatusResponse {
  meta: ApiMeta;
  creative: { id: number; campaign_id: number; status: string; disapproval_reason: string | null };
}

/**
 * POST /api/user/creative/{id}/approve|disapprove|pause|resume|finish. Disapproving sends {reason}; the others send nothing.
 * A move the creative's status does not allow is a 409 whose message (meta.error) says why; ApiError carries it.
 */
export async function changeCreativeStatus(creativeId: number, action: CreativeStatusAction, reason?: string): Promise<CreativeStatusResponse['creative']> {
  const body = action === 'disapprove' ? { reason: reason ?? '' } : {};
  return (await postJson<CreativeStatusResponse>(`/api/user/creative/${creativeId}/${action}`, body)).creative;
}
