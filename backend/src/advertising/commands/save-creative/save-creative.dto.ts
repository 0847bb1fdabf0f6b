import { advertisingMessages } from '@emberhold/contracts';
import { z } from 'zod';
import {
  cleanLink,
  cleanPrice,
  CREATIVE_CONTENT_MAX,
  CREATIVE_LINK_MAX,
  CREATIVE_PRICE_MAX,
  CREATIVE_TITLE_MAX,
  cutTo,
  LINK_INVALID,
  PRICE_TOO_HIGH,
  TITLE_REQUIRED,
} from '../../domain/creative-form';
import { TEMP_ID_MESSAGE, TEMP_ID_PATTERN } from '../../domain/funnel';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
/** An id sent by a form (text) or JSON (a number); '' means none. */
const optionalId = z
  .union([z.string().trim(), z.number()])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : Number(value)))
  .refine((id) => id === undefined || (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647), 'must be a positive whole number');

/**
 * POST /api/user/creative (spec section 7: creative, a form; contract SaveCreativeDto): temp_id, campaign?, creative
 * ('new' or an id), title, content, price, link, image. The spec's rules: the title is cut to 40 characters and the
 * content to 250, the price keeps only digits and dots, links get http:// and our tag; an image, a price and a link are
 * required with the spec's sentences, and a title too.
 */
export const saveCreativeBody = z.object({
  temp_id: z.string().trim().regex(TEMP_ID_PATTERN, TEMP_ID_MESSAGE).optional(),
  campaign: optionalId,
  creative: z
    .union([z.string().trim(), z.number()])
    .optional()
    .transform((value) => (value === undefined || value === '' || value === 'new' ? ('new' as const) : Number(value)))
    .refine((value) => value === 'new' || (Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647), "must be 'new' or a creative id"),
  image: required(advertisingMessages.uploadImage),
  title: required(TITLE_REQUIRED).transform((title) => cutTo(title, CREATIVE_TITLE_MAX).trim()),
  content: z
    .string()
    .optional()
    .transform((content) => cutTo((content ?? '').trim(), CREATIVE_CONTENT_MAX)),
  price: z
    .union([z.string(), z.number()], { error: advertisingMessages.enterPrice })
    .transform((raw, context) => {
      const price = cleanPrice(String(raw));
      if (price === null) {
        context.addIssue({ code: 'custom', message: advertisingMessages.enterPrice });
        return z.NEVER;
      }
      if (price > CREATIVE_PRICE_MAX) {
        context.addIssue({ code: 'custom', message: PRICE_TOO_HIGH });
        return z.NEVER;
      }
      return price;
    }),
  link: required(advertisingMessages.provideLink)
    .max(CREATIVE_LINK_MAX, `Please provide a link of at most ${CREATIVE_LINK_MAX} characters`)
    .transform(cleanLink)
    .refine((link) => /^https?:\/\//i.test(link) && URL.canParse(link), LINK_INVALID),
});
export type SaveCreativeBody = z.infer<typeof saveCreativeBody>;

/** The form's sentences as they are; other problems (the ids) name their field. */
export function creativeFormError(fields: Array<{ field: string; message: string }>): string {
  const first = fields[0]!;
  return ['image', 'title', 'content', 'price', 'link'].includes(first.field) ? first.message : `${first.field}: ${first.message}`;
}
