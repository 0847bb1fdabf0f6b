import { advertisingMessages } from '@emberhold/contracts';
import { z } from 'zod';
import {
  cleanLink,
  CREATIVE_CONTENT_MAX,
  CREATIVE_LINK_MAX,
  CREATIVE_TITLE_MAX,
  cutTo,
  LINK_INVALID,
  priceField,
  TITLE_REQUIRED,
} from '../../domain/creative-form';
import { TEMP_ID_MESSAGE, TEMP_ID_PATTERN } from '../../domain/funnel';
import { CREATIVE_UPLOAD_TYPES, creativeMedia, UPLOAD_TYPE_INVALID, type CreativeMedia, type CreativeUploadType } from '../../domain/creative-media';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
/** An id sent by a form (text) or JSON (a number); '' means none. */
const optionalId = z
  .union([z.string().trim(), z.number()])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : Number(value)))
  .refine((id) => id === undefined || (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647), 'must be a positive whole number');

/** An optional text field of the form ('' as absent). */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

/** The creative's words, price and link, with spec section 5's rules; shared with staff's edit. */
export const creativeTextFields = z.object({
  title: required(TITLE_REQUIRED).transform((title) => cutTo(title, CREATIVE_TITLE_MAX).trim()),
  content: z
    .string()
    .optional()
    .transform((content) => cutTo((content ?? '').trim(), CREATIVE_CONTENT_MAX)),
  price: priceField(advertisingMessages.enterPrice),
  link: required(advertisingMessages.provideLink)
    .max(CREATIVE_LINK_MAX, `Please provide a link of at most ${CREATIVE_LINK_MAX} characters`)
    .transform(cleanLink)
    .refine((link) => /^https?:\/\//i.test(link) && URL.canParse(link), LINK_INVALID),
});

/** What the creative shows: its upload type and the field of that type (image, gif or embed). */
export const creativeMediaFields = z.object({
  upload_type: z.enum(CREATIVE_UPLOAD_TYPES, { error: UPLOAD_TYPE_INVALID }).optional(),
  image: optionalText,
  gif: optionalText,
  embed: optionalText,
});

type MediaForm = { upload_type?: unknown; image?: string | undefined; gif?: string | undefined; embed?: string | undefined };

/** The problem with a form's media, when its upload type is known (an unknown type is its own field's problem). */
function mediaProblem(form: MediaForm, defaultType: CreativeUploadType | null) {
  const type = form.upload_type ?? defaultType;
  if (typeof type !== 'string' || !(CREATIVE_UPLOAD_TYPES as readonly string[]).includes(type)) return null;
  const checked = creativeMedia(type as CreativeUploadType, form);
  return checked.ok ? null : checked.problem;
}

/**
 * The media check, run even when other fields are wrong (`when`), so a form missing everything hears about its media
 * first, as the editor shows it: the field of the creative's type must be there, embed code must hold a player.
 * `defaultType` is the type of a form without upload_type (null: whatever the creative has, checked by the handler).
 */
export function checkMedia<S extends z.ZodType<MediaForm>>(schema: S, defaultType: CreativeUploadType | null) {
  let checked: z.ZodType<z.output<S>, z.input<S>> = schema as never;
  for (const field of ['image', 'gif', 'embed'] as const) {
    checked = checked.refine((form) => mediaProblem(form, defaultType)?.field !== field, {
      path: [field],
      when: () => true,
      error: (issue) => mediaProblem(issue.input as MediaForm, defaultType)?.message,
    });
  }
  return checked;
}

/**
 * POST /api/user/creative (spec section 7: creative, a form; contract SaveCreativeDto): temp_id, campaign?, creative
 * ('new' or an id), title, content, price, link, upload_type ('image' by default) and the media of that type: image
 * (a crop), gif (from creative/gif) or embed (embed code, sanitized). The spec's rules: the title is cut to 40
 * characters and the content to 250, the price keeps only digits and dots, links get http:// and our tag; the media, a
 * price and a link are required with the spec's sentences, and a title too.
 */
const saveCreativeShape = z
  .object({
    temp_id: z.string().trim().regex(TEMP_ID_PATTERN, TEMP_ID_MESSAGE).optional(),
    campaign: optionalId,
    creative: z
      .union([z.string().trim(), z.number()])
      .optional()
      .transform((value) => (value === undefined || value === '' || value === 'new' ? ('new' as const) : Number(value)))
      .refine((value) => value === 'new' || (Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647), "must be 'new' or a creative id"),
  })
  .extend(creativeMediaFields.shape)
  .extend(creativeTextFields.shape);

export const saveCreativeBody = z.pipe(
  checkMedia(saveCreativeShape, 'image'),
  z.transform(({ upload_type, image, gif, embed, ...rest }) => ({ ...rest, media: mediaOf(upload_type ?? 'image', { image, gif, embed }) })),
);

/** The media of a form that passed checkMedia. */
export function mediaOf(type: CreativeUploadType, input: { image?: string | undefined; gif?: string | undefined; embed?: string | undefined }): CreativeMedia {
  const checked = creativeMedia(type, input);
  if (!checked.ok) throw new Error(`media of a checked form refused: ${checked.problem.message}`);
  return checked.media;
}
export type SaveCreativeBody = z.infer<typeof saveCreativeBody>;

/** The order the editor shows its fields in: the media first, then the words, the price and the link. */
const FIELD_ORDER = ['upload_type', 'image', 'gif', 'embed', 'title', 'content', 'price', 'link'];
const rank = (field: string) => {
  const at = FIELD_ORDER.indexOf(field);
  return at < 0 ? -1 : at;
};

/** The form's sentences as they are (the first field in the editor's order); other problems (the ids) name their field. */
export function creativeFormError(fields: Array<{ field: string; message: string }>): string {
  const first = [...fields].sort((a, b) => rank(a.field) - rank(b.field))[0]!;
  return ['image', 'gif', 'embed', 'title', 'content', 'price', 'link'].includes(first.field) ? first.message : `${first.field}: ${first.message}`;
}
