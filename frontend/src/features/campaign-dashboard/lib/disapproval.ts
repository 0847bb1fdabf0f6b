/** The server's words for a disapproval without a reason (POST creative/{id}/disapprove {reason}), said before sending. */
export const DISAPPROVAL_REASON_REQUIRED = 'Please give a reason for the disapproval.';
export const DISAPPROVAL_REASON_MAX = 1000;

/** The reason as it is sent (trimmed), or the message that says what is wrong with it. */
export function checkDisapprovalReason(reason: string): { reason: string; error: null } | { reason: null; error: string } {
  const trimmed = reason.trim();
  if (trimmed === '') return { reason: null, error: DISAPPROVAL_REASON_REQUIRED };
  if (trimmed.length > DISAPPROVAL_REASON_MAX) return { reason: null, error: `The reason must be at most ${DISAPPROVAL_REASON_MAX} characters.` };
  return { reason: trimmed, error: null };
}
