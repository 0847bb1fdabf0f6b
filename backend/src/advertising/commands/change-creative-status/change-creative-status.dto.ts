import { z } from 'zod';

export const DISAPPROVAL_REASON_REQUIRED = 'Please give a reason for the disapproval.';

export const disapproveBody = z.object({
  reason: z.string({ message: DISAPPROVAL_REASON_REQUIRED }).trim().min(1, DISAPPROVAL_REASON_REQUIRED).max(1000, 'The reason must be at most 1000 characters.'),
});
export type DisapproveBody = z.infer<typeof disapproveBody>;

/** approve, pause and resume take no payload (spec section 7); anything sent is ignored. */
export const emptyBody = z.object({}).optional();
