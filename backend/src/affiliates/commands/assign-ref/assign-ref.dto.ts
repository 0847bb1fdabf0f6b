import { assignAffiliateRefRequest } from '@emberhold/contracts';
import type { z } from 'zod';
import { userIdOrEmail } from '../../domain/affiliate-inputs';

/**
 * POST /api/user/affiliate/ref/ {ref, id, program?}: `id` is a user id or an account's email address; a form may send
 * the id as text ("42"), and an address in any case.
 */
export const assignRefBody = assignAffiliateRefRequest.extend({ id: userIdOrEmail });
export type AssignRefBody = z.infer<typeof assignRefBody>;
