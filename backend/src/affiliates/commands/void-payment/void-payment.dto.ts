import { voidAffiliatePaymentRequest } from '@emberhold/contracts';
import { z } from 'zod';

/** POST /api/user/affiliate/payment/delete/ {id, reason?}; a form may send the id as text ("42"), a blank reason for none. */
export const voidPaymentBody = z.preprocess((body) => {
  if (body === null || typeof body !== 'object') return body;
  const { id, reason } = body as { id?: unknown; reason?: unknown };
  return {
    ...body,
    ...(typeof id === 'string' && /^\s*\d{1,10}\s*$/.test(id) ? { id: Number(id) } : {}),
    ...(reason === null || (typeof reason === 'string' && reason.trim() === '') ? { reason: undefined } : {}),
  };
}, voidAffiliatePaymentRequest);
export type VoidPaymentBody = z.infer<typeof voidPaymentBody>;
