import { advertisingMessages } from '@emberhold/contracts';
import { z } from 'zod';
import { withOurAffiliateTag } from './affiliate-tag';
import { withScheme } from './advertising-plans';
import { TEMP_ID_MESSAGE, TEMP_ID_PATTERN } from './funnel';

/** Spec section 3: creative title at most 40 characters, content at most 250. */
export const CREATIVE_TITLE_MAX = 40;
export const CREATIVE_CONTENT_MAX = 250;
/** The largest price creatives.price (decimal(10,2)) holds. */
export const CREATIVE_PRICE_MAX = 99_999_999.99;
export const CREATIVE_LINK_MAX = 2000;

export const TITLE_REQUIRED = 'Please enter a title';
export const PRICE_TOO_HIGH = 'Please enter a price of at most 99999999.99';
export const LINK_INVALID = 'Please provide a link to a web page (http or https)';

/** Cut to `max` characters (code points, as Postgres counts them; a cut never splits an emoji's surrogate pair). */
export function cutTo(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('');
}

/**
 * A price as advertisers type it (spec section 5: the price keeps only digits and dots): '$1,299.50' is 1299.50.
 * Null when nothing price-like is left ('', 'free', '1.2.3').
 */
export function cleanPrice(raw: string): number | null {
  const kept = raw.replace(/[^0-9.]/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(kept)) return null;
  return Math.round(Number(kept) * 100) / 100;
}

/** A link as advertisers type it: http:// in front without a scheme, our affiliate tag in Amazon links (spec section 5). */
export const cleanLink = (raw: string): string => withOurAffiliateTag(withScheme(raw));

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
