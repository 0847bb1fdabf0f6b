import { assignAffiliateRefRequest } from '@emberhold/contracts';
import { z } from 'zod';

/**
 * POST /api/user/affiliate/ref/ {ref, id, program?}: `id` is a user id or an account's email address; a form may send
 * the id as text ("42"), which is read as the number, and an address in any case, which is read in lower case.
 */
export const assignRefBody = z.preprocess((body) => {
  if (body === null || typeof body !== 'object' || typeof (body as { id?: unknown }).id !== 'string') return body;
  const id = (body as { id: string }).id.trim();
  return { ...body, id: /^\d{1,10}$/.test(id) ? Number(id) : id.toLowerCase() };
}, assignAffiliateRefRequest);
export type AssignRefBody = z.infer<typeof assignRefBody>;
