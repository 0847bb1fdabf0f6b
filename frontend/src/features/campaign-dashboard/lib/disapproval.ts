/** The server's words for a disapproval without a reason (POST creative/{id}/disapprove {reason}), said before sending. */
export const DISAPPROVAL_REASON_REQUIRED = 'Please give a reason for the disapproval.';
export const DISAPPROVAL_REASON_MAX = 1000;
