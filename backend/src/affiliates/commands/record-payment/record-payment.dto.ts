import { recordAffiliatePaymentRequest } from '@emberhold/contracts';
import type { z } from 'zod';
import { formId } from '../../domain/affiliate-inputs';

/** POST /api/user/affiliate/payment/ {user_id, amount, ref, currency?}; a form may send user_id as text ("42"). */
export const recordPaymentBody = recordAffiliatePaymentRequest.extend({ user_id: formId() });
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>;
