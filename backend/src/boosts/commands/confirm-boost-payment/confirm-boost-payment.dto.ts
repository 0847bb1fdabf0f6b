import { z } from 'zod';
import { tokenField } from '../../domain/boost-params';

/** POST /api/user/boost/{slug} {stripe_ref, month, year, date, email, param_token} (spec section 7). */
export const confirmBoostPaymentBody = z.object({
  stripe_ref: z.string().trim().max(255).optional().catch(undefined),
  date: z.unknown().optional(),
  month: z.unknown().optional(),
  year: z.unknown().optional(),
  email: z.string().max(320).optional().catch(undefined),
  param_token: tokenField,
});
export type ConfirmBoostPaymentBody = z.infer<typeof confirmBoostPaymentBody>;
