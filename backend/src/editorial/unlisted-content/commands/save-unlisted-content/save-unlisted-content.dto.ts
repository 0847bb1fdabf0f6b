import { UNLISTED_CONTENT_MAX, UNLISTED_TITLE_MAX, unlistedContentMessages as messages } from '@emberhold/contracts';
import { z } from 'zod';
import { sanitizeEmbed } from '../../../../common/embeds/embed-code';
import { cleanLink, LINK_INVALID, LINK_MAX, priceField, UPLOAD_TYPE_INVALID } from '../../domain/unlisted-content';

const ID_MESSAGE = 'must be a positive whole number';
/** An id sent by a form (text) or JSON (a number); '', null or absent means none. */
const optionalId = z
  .union([z.string().trim(), z.number(), z.null()], { error: ID_MESSAGE })
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? undefined : Number(value)))
  .refine((id) => id === undefined || (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647), ID_MESSAGE);

const optionalText = z.union([z.string(), z.null()], { error: 'must be text' }).optional();

/**
 * POST /api/user/unlisted-content/create (spec sections 5 and 7): {id?, title, content, price, link, campaign?,
 * upload_type, image | embed}. An image or embed code (as upload_type says), a price and a link are required with the
 * spec's sentences, and a title; the price keeps only digits and dots, the link gets http:// and our affiliate tag, the
 * embed code is sanitized to one allowed player sized 100% by 100% (its refusal is the message).
 */
export const saveUnlistedContentBody = z
  .object({
    id: optionalId,
    title: z
      .string({ error: messages.provideTitle })
      .trim()
      .min(1, messages.provideTitle)
      .max(UNLISTED_TITLE_MAX, `Please provide a title of at most ${UNLISTED_TITLE_MAX} characters.`),
    content: optionalText.transform((content) => (content ?? '').trim()).pipe(z.string().max(UNLISTED_CONTENT_MAX, `Please keep the text under ${UNLISTED_CONTENT_MAX} characters.`)),
    upload_type: z.enum(['image', 'embed'], { error: UPLOAD_TYPE_INVALID }).default('image'),
    image: optionalText.transform((image) => image?.trim() || null),
    embed: optionalText.transform((embed) => embed?.trim() || null),
    price: priceField(messages.enterPrice),
    link: z
      .string({ error: messages.provideLink })
      .trim()
      .min(1, messages.provideLink)
      .max(LINK_MAX, `Please provide a link of at most ${LINK_MAX} characters`)
      .transform(cleanLink)
      .refine((link) => /^https?:\/\//i.test(link) && URL.canParse(link) && !/\s/.test(link), LINK_INVALID),
    campaign: optionalId,
  })
  .transform((body, context) => {
    if (body.upload_type === 'image') {
      if (body.image === null) {
        context.addIssue({ code: 'custom', path: ['image'], message: messages.imageOrEmbed });
        return z.NEVER;
      }
      return { ...body, image: body.image, embed: null };
    }
    if (body.embed === null) {
      context.addIssue({ code: 'custom', path: ['embed'], message: messages.imageOrEmbed });
      return z.NEVER;
    }
    const embed = sanitizeEmbed(body.embed);
    if (!embed.ok) {
      context.addIssue({ code: 'custom', path: ['embed'], message: embed.reason });
      return z.NEVER;
    }
    return { ...body, image: null, embed: embed.html };
  });
export type SaveUnlistedContentInput = z.infer<typeof saveUnlistedContentBody>;

/** POST /api/user/unlisted-content/embed-preview {embed}: the embed code to show as the page would. */
export const embedPreviewBody = z.object({
  embed: z.string({ error: messages.imageOrEmbed }).trim().min(1, messages.imageOrEmbed),
});
export type EmbedPreviewBody = z.infer<typeof embedPreviewBody>;

/** The form's sentences alone (the page shows each beside its field); other problems name their field. */
export function unlistedFormError(fields: Array<{ field: string; message: string }>): string {
  const first = fields[0]!;
  return ['title', 'content', 'image', 'embed', 'price', 'link', 'upload_type'].includes(first.field) ? first.message : `${first.field}: ${first.message}`;
}
