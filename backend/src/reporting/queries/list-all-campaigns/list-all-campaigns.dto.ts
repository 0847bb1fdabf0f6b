import { z } from 'zod';

const STATUSES = ['draft', 'pending_approval', 'running', 'disapproved', 'paused', 'finished'] as const;

/** Printable text only: no NUL or other control characters, no lone surrogates. */
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An empty parameter (?status=) is the same as none: the page's form sends its empty fields. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const day = z
  .string({ error: 'must be a day written YYYY-MM-DD' })
  .regex(DAY, 'must be a day written YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'must be a day written YYYY-MM-DD');

/**
 * GET /api/user/all-campaigns query: ?page (1 by default), ?q (words of the title, or of the advertiser's email or
 * username), ?status (the newest creative's), ?advertiser (a user id), ?from and ?to (days the campaign was created,
 * both included, UTC). Anything else is ignored; a parameter given twice is refused.
 */
export const allCampaignsQuery = z
  .object({
    page: optional(z.string({ error: 'must be a positive whole number' }).regex(/^\d{1,6}$/, 'must be a positive whole number').transform(Number).refine((page) => page >= 1, 'must be a positive whole number')),
    q: optional(
      z
        .string({ error: 'must be text' })
        .max(100, 'must be at most 100 characters')
        .refine((value) => PRINTABLE.test(value), 'must be plain text')
        .transform((value) => value.trim()),
    ),
    status: optional(z.enum(STATUSES, { error: `must be one of ${STATUSES.join(', ')}` })),
    advertiser: optional(z.string({ error: 'must be a user id' }).regex(/^[1-9]\d{0,9}$/, 'must be a user id').transform(Number).refine((id) => id <= 2_147_483_647, 'must be a user id')),
    from: optional(day),
    to: optional(day),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'must not be after to', path: ['from'] });

export type AllCampaignsQuery = z.infer<typeof allCampaignsQuery>;

/** The 400's message: `<field> <what is wrong>`, e.g. "page must be a positive whole number". */
export function allCampaignsQueryMessage(fields: Array<{ field: string; message: string }>): string {
  const first = fields[0]!;
  return `${first.field} ${first.message}`;
}
