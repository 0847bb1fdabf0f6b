import { z } from 'zod';
import { CONFIRM_CODE_REFUSED } from '../../domain/newsletter';

export const confirmSubscriptionBody = z.object({
  code: z.string({ error: CONFIRM_CODE_REFUSED }).regex(/^[\w-]{20,100}$/, CONFIRM_CODE_REFUSED),
});
export type ConfirmSubscriptionBody = z.infer<typeof confirmSubscriptionBody>;
