import { z } from 'zod';
import { tokenField } from '../../domain/boost-params';

/**
 * POST /api/user/boost/{slug}/payment_intent {date, email, email_confirm, param_token}. Only the shapes are checked
 * here; what each value must be (spec section 5) is the handler's, which knows whether the buyer is logged in.
 */
export const startBoostPaymentBody = z.object({
  date: z.unknown().optional(),
  month: z.unknown().optional(),
  year: z.unknown().optional(),
  email: z.string().max(320).optional().catch(undefined),
  email_confirm: z.string().max(320).optional().catch(undefined),
  param_token: tokenField,
});
export type StartBoostPaymentBody = z.infer<typeof startBoostPaymentBody>;
