import { z } from 'zod';

/**
 * POST /api/user/mail/unsubscribe: {token} from the unsubscribe page, or a mail provider's RFC 8058 one-click POST at
 * the List-Unsubscribe address (the token in the query, the form-encoded body `List-Unsubscribe=One-Click`).
 */
export const unsubscribeBody = z.object({
  token: z.string().max(1000, 'This unsubscribe link is not valid.').optional(),
  'List-Unsubscribe': z.literal('One-Click').optional(),
});
export type UnsubscribeBody = z.infer<typeof unsubscribeBody>;
