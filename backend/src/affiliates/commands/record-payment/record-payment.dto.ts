import { recordAffiliatePaymentRequest } from '@emberhold/contracts';
import { z } from 'zod';

/** POST /api/user/affiliate/payment/ {user_id, amount, ref, currency?}; a form may send user_id as text ("42"). */
export const recordPaymentBody = z.preprocess((body) => {
  if (body === null || typeof body !== 'object') return body;
  const userId = (body as { user_id?: unknown }).user_id;
  return typeof userId === 'string' && /^\s*\d{1,10}\s*$/.test(userId) ? { ...body, user_id: Number(userId) } : body;
}, recordAffiliatePaymentRequest);
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>;
