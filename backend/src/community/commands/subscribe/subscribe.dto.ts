import { z } from 'zod';

export const subscribeBody = z.object({
  email: z.string({ error: 'Please enter a valid email address.' }).trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address.')),
});
export type SubscribeBody = z.infer<typeof subscribeBody>;
