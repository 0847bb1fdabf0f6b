import { advertisingMessages, PROVIDE_POST_ID } from '@emberhold/contracts';
import { z } from 'zod';

const CHOOSE_CREATIVE = 'Please choose a creative to convert';
const isId = (value: number) => Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;
const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/**
 * POST /api/user/admin-convert-to-boost {ad_id, post_id, date} (spec sections 5 and 7): ad_id is the creative's id;
 * post_id the post to boost, by its id (or its slug, as staff may paste it); date 'YYYY-MM-DD' (or a day with month and
 * year). A missing post id and a missing date are the spec's sentences, word for word.
 */
export const adminConvertToBoostBody = z.object({
  ad_id: z.preprocess(
    blankToUndefined,
    z.union([z.number(), z.string().trim().regex(/^\d+$/, CHOOSE_CREATIVE).transform(Number)], { error: CHOOSE_CREATIVE }).refine(isId, CHOOSE_CREATIVE),
  ),
  post_id: z.preprocess(
    blankToUndefined,
    z
      .union([z.number(), z.string().trim().max(300, PROVIDE_POST_ID)], { error: PROVIDE_POST_ID })
      .transform((value): number | string => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
      .refine((value) => (typeof value === 'number' ? isId(value) : /^[a-z0-9][a-z0-9-]*$/i.test(value)), PROVIDE_POST_ID),
  ),
  date: z.preprocess(blankToUndefined, z.union([z.string(), z.number()], { error: advertisingMessages.enterBoostDate })),
  month: z.unknown().optional(),
  year: z.unknown().optional(),
});
export type AdminConvertToBoostBody = z.infer<typeof adminConvertToBoostBody>;

/** The spec's sentences as they are; the creative's problem too. */
export const adminConvertToBoostError = (fields: Array<{ field: string; message: string }>): string => fields[0]!.message;
