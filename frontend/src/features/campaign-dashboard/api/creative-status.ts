import type { CreativeStatusChangeDto, CreativeStatusResponse } from '@emberhold/contracts';
import { postJson } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

export type CreativeStatusAction = 'approve' | 'disapprove' | 'pause' | 'resume' | 'finish';

/**
 * POST /api/user/creative/{id}/approve|disapprove|pause|resume|finish. Disapproving sends {reason}; the others send nothing.
 * A move the creative's status does not allow is a 409 whose message (meta.error) says why; ApiError carries it.
 */
export async function changeCreativeStatus(creativeId: number, action: CreativeStatusAction, reason?: string): Promise<CreativeStatusChangeDto> {
  const body = action === 'disapprove' ? { reason: reason ?? '' } : {};
  return (await postJson<CreativeStatusResponse>(`/api/user/creative/${creativeId}/${action}`, body)).creative;
}

/**
 * One creative's move, from a button of its own. What the move changes on the page (the creative leaves the approval
 * list, the campaigns are asked again) is up to the page, which also moves focus on.
 */
export function useChangeCreativeStatus(creativeId: number) {
  return useSubmitMutation({ mutationFn: ({ action, reason }: { action: CreativeStatusAction; reason?: string }) => changeCreativeStatus(creativeId, action, reason) });
}
