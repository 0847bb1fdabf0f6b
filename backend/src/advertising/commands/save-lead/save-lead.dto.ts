import { z } from 'zod';
import { PLAN_IDS, withScheme } from '../../domain/advertising-plans';

export const LEAD_REQUIRED_MESSAGE = 'Please enter your name and email.';
export const LEAD_RECEIVED = "Thanks! We'll be in touch within one business day.";

/** The product pitch page's "talk to us" form (spec section 7: ssnaleads {name, email, link, plan}). */
export const saveLeadBody = z.object({
  name: z.string({ message: 'is required' }).trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  email: z.string({ message: 'is required' }).trim().toLowerCase().min(1, 'is required').max(254).pipe(z.email('must be an email address')),
  link: z
    .string()
    .max(2000, 'must be at most 2000 characters')
    .optional()
    .transform((link) => withScheme(link ?? ''))
    .refine((link) => link === '' || URL.canParse(link), 'must be a web address'),
  plan: z.enum(['', ...PLAN_IDS], { message: `must be one of ${PLAN_IDS.join(', ')}` }).optional().default(''),
});
export type SaveLeadBody = z.infer<typeof saveLeadBody>;

/** A missing name or email is the form's sentence; any other problem names its field. */
export function leadError(fields: Array<{ field: string; message: string }>): string {
  const first = fields[0]!;
  if ((first.field === 'name' || first.field === 'email') && first.message === 'is required') return LEAD_REQUIRED_MESSAGE;
  return `${first.field}: ${first.message}`;
}
