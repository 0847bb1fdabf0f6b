import {
  PITCH_COMMENTS_MAX,
  PITCH_IMAGES_MAX,
  PITCH_MESSAGES as M,
  PITCH_PRIORITY_MAX,
  PITCH_QUEUE_PAGE_SIZE,
  PITCH_REASON_MAX,
  PITCH_SORTS,
  PITCH_STATUSES,
  PITCH_TITLE_MAX,
} from '@emberhold/contracts';
import { z } from 'zod';
import { titleSlug } from '../../../common/links/slugs';

const LINK_MAX = 2_000;
const CONTENT_MAX = 10_000;
const SLUG_MAX = 100;
const GUIDES_MAX = 20;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MEDIA_SRC = /^\/media\/[A-Za-z0-9._/-]+$/;

/** A form's empty field (or null) is no value. */
const blankless = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), schema.optional());

/**
 * A link as creatives take it: trimmed, http:// put in front when it has no scheme; then it must be an http or https
 * address with a host. Null for anything else (javascript:, data:, a bare word with no host).
 */
export function normalizeLink(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.length > LINK_MAX || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `http://${trimmed.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname || !/[a-z0-9]/i.test(url.hostname)) return null;
    return url.toString();
  } catch {
    return null;
  }
}

const link = (message: string) =>
  z.string({ message }).transform((value, context) => {
    const normalized = normalizeLink(value);
    if (normalized === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return normalized;
  });

/** An image address of a pitch: an http(s) URL or a path under /media/. */
export function normalizeImageAddress(raw: string): string | null {
  const trimmed = raw.trim();
  if (MEDIA_SRC.test(trimmed) && !trimmed.includes('..')) return trimmed;
  if (!/^https?:\/\//i.test(trimmed)) return null;
  return normalizeLink(trimmed);
}

/** Images as a list, or as one text of addresses separated by new lines or commas (a plain form). */
const imageList = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(/[\s,]+/) : value === undefined || value === null ? [] : value),
    z.array(z.string({ message: M.imageInvalid }), { message: M.imageInvalid }),
  )
  .transform((values, context) => {
    const images: string[] = [];
    for (const value of values) {
      if (value.trim() === '') continue;
      const image = normalizeImageAddress(value);
      if (image === null) {
        context.addIssue({ code: 'custom', message: M.imageInvalid });
        return z.NEVER;
      }
      if (!images.includes(image)) images.push(image);
    }
    if (images.length > PITCH_IMAGES_MAX) {
      context.addIssue({ code: 'custom', message: `Please give at most ${PITCH_IMAGES_MAX} images.` });
      return z.NEVER;
    }
    return images;
  });

const title = z
  .string({ message: M.titleMissing })
  .trim()
  .min(1, M.titleMissing)
  .max(PITCH_TITLE_MAX, `The title must be at most ${PITCH_TITLE_MAX} characters.`);

/** POST /api/user/pitchpost {title, comments, link, priority, images, product_link, video_url}. */
export const pitchPostBody = z.object({
  title,
  comments: blankless(z.string({ message: 'The comments must be text.' }).trim().max(PITCH_COMMENTS_MAX, `The comments must be at most ${PITCH_COMMENTS_MAX} characters.`)),
  link: blankless(link(M.linkInvalid)),
  priority: blankless(
    z.union([z.number(), z.string().trim().regex(/^\d{1,2}$/, M.priorityInvalid).transform(Number)], { message: M.priorityInvalid }).pipe(
      z.number().int(M.priorityInvalid).min(0, M.priorityInvalid).max(PITCH_PRIORITY_MAX, M.priorityInvalid),
    ),
  ),
  images: imageList,
  product_link: blankless(link(M.productLinkMissing)),
  video_url: blankless(link(M.linkInvalid)),
});
export type PitchPostBodyParsed = z.infer<typeof pitchPostBody>;

/** Whether an admin may pitch without a product link: their email in PITCH_EXEMPT_ADMINS, any case. */
export function isExemptAdmin(email: string, exemptList: string | undefined): boolean {
  if (!exemptList) return false;
  const wanted = email.trim().toLowerCase();
  return exemptList.split(',').some((entry) => entry.trim().toLowerCase() === wanted);
}

/** A slug from a title: lowercase letters and digits joined by single dashes; '' when the title has none. */
export const slugFromTitle = (text: string): string => titleSlug(text, SLUG_MAX, '');

/** A price as a form gives it: a dollar sign and thousands commas go; then digits with at most two decimals. */
const price = z
  .union([z.number(), z.string()], { message: M.priceInvalid })
  .transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.replace(/[$,\s]/g, '');
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) {
      context.addIssue({ code: 'custom', message: M.priceInvalid });
      return z.NEVER;
    }
    return text;
  });

/** POST /api/user/pitchpost/{id}/publish {title, slug, content, price, images, categories, link}. */
export const publishPitchBody = z.object({
  title,
  slug: blankless(z.string({ message: M.slugInvalid }).trim().max(SLUG_MAX, M.slugInvalid).regex(SLUG_PATTERN, M.slugInvalid)),
  content: z.string({ message: M.contentMissing }).trim().min(1, M.contentMissing).max(CONTENT_MAX, `The text must be at most ${CONTENT_MAX} characters.`),
  price: blankless(price),
  images: z
    .array(z.string({ message: M.imageNotStored }).trim().regex(MEDIA_SRC, M.imageNotStored), { message: M.imagesMissing })
    .min(1, M.imagesMissing)
    .max(PITCH_IMAGES_MAX, `Please choose at most ${PITCH_IMAGES_MAX} images.`)
    .refine((images) => images.every((src) => !src.includes('..')), M.imageNotStored)
    .transform((images) => [...new Set(images)]),
  categories: z
    .array(z.string({ message: M.guideUnknown }).trim().min(1, M.guideUnknown).max(200, M.guideUnknown), { message: M.guideUnknown })
    .max(GUIDES_MAX, `Please choose at most ${GUIDES_MAX} gift guides.`)
    .default([])
    .transform((slugs) => [...new Set(slugs)]),
  link: z.preprocess((value) => (value === null ? undefined : value), link(M.productLinkMissing)),
  /** A mature gift (an adult gag gift): lists leave it out unless the visitor shows mature gifts. Optional, default no. */
  nsfw: z.boolean({ message: 'Mature gift must be true or false.' }).default(false),
});
export type PublishPitchBodyParsed = z.infer<typeof publishPitchBody>;

/** POST /api/user/pitchpost/{id}/reject {reason}. */
export const rejectPitchBody = z.object({
  reason: z.string({ message: M.reasonMissing }).trim().min(1, M.reasonMissing).max(PITCH_REASON_MAX, `The reason must be at most ${PITCH_REASON_MAX} characters.`),
});
export type RejectPitchBodyParsed = z.infer<typeof rejectPitchBody>;

/** GET /api/user/pitchpost/queue?status=&sort=&page=. */
export const pitchQueueQuery = z.object({
  status: z.enum(PITCH_STATUSES, { message: `The status must be one of ${PITCH_STATUSES.join(', ')}.` }).default('pending'),
  sort: z.enum(PITCH_SORTS, { message: `The sort must be one of ${PITCH_SORTS.join(', ')}.` }).default('priority'),
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'The page must be a whole number from 1.')
    .transform(Number)
    .pipe(z.number().int().min(1, 'The page must be a whole number from 1.'))
    .default(1),
});
export type PitchQueueQuery = z.infer<typeof pitchQueueQuery>;
export const QUEUE_PAGE_SIZE = PITCH_QUEUE_PAGE_SIZE;

/** meta.error of a refused form: the first field's own message (the spec's words). */
export const firstFieldMessage = (fields: Array<{ field: string; message: string }>) => fields[0]!.message;
