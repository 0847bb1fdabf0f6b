import { voidAffiliatePaymentRequest } from '@emberhold/contracts';
import { z } from 'zod';
import { formId } from '../../domain/affiliate-inputs';

/** POST /api/user/affiliate/payment/delete/ {id, reason?}; a form may send the id as text ("42"), and null or a blank reason for none. */
export const voidPaymentBody = voidAffiliatePaymentRequest.extend({
  id: formId(),
  reason: z
    .string()
    .trim()
    .max(500, 'The reason must be at most 500 characters.')
    .nullish()
    .transform((reason) => reason || undefined),
});
export type VoidPaymentBody = z.infer<typeof voidPaymentBody>;
