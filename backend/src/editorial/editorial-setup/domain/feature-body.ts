import { EDITORIAL_IMAGE_URL_PREFIX, editorialSetupMessages as M } from '@emberhold/contracts';
import { z } from 'zod';

/** A form's empty field is no value. */
const blankless = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** Required text: trimmed, not empty, with its Please provide message for missing, empty or not text at all. */
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `must be at most ${max} characters`);

/** A link as editors type it: http:// goes in front when there is no scheme (spec section 5, as creatives do). */
export function withScheme(link: string): string {
  const trimmed = link.trim();
  return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

function isWebLink(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Dollars with at most two decimals; a dollar sign, spaces and thousands commas are dropped. */
const price = z
  .union([z.number(), z.string()], { error: M.price })
  .transform((value) => (typeof value === 'number' ? String(value) : value.replace(/[$,\s]/g, '')))
  .pipe(
    z
      .string()
      .superRefine((value, context) => {
        if (value === '') context.addIssue({ code: 'custom', message: M.price });
        else if (!/^\d{1,8}(\.\d{1,2})?$/.test(value)) context.addIssue({ code: 'custom', message: M.badPrice });
      })
      .transform((value) => Number(value).toFixed(2)),
  );

const moment = blankless(
  z
    .string({ error: M.badDate })
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), M.badDate)
    .transform((value) => new Date(value)),
);

/** The setup's own uploads: /media/editorial/{22 base64url characters}.webp (the file must also exist). */
export const EDITORIAL_IMAGE_SRC = new RegExp(`^${EDITORIAL_IMAGE_URL_PREFIX.replace(/\//g, '\\/')}[A-Za-z0-9_-]{22}\\.webp$`);

/**
 * POST /api/user/editorial-setup (spec sections 5 and 7): every missing field is refused at once, each with its
 * Please provide message and its field; the end must come after the start.
 */
export const featureBody = z
  .object({
    id: blankless(z.number({ error: 'must be a positive whole number' }).int('must be a positive whole number').positive('must be a positive whole number').max(2_147_483_647)),
    link: required(M.link, 2000)
      .transform(withScheme)
      .refine(isWebLink, M.badLink),
    title: required(M.title, 200),
    description: required(M.description, 5000),
    price,
    brand_name: required(M.brandName, 120),
    image: z.string({ error: M.image }).trim().min(1, M.image).max(300, M.image),
    utm_campaign: blankless(z.string({ error: 'must be text' }).trim().max(100, 'must be at most 100 characters')),
    giveaway_data: blankless(
      z
        .record(z.string(), z.unknown(), { error: M.badGiveaway })
        .refine((data) => JSON.stringify(data).length <= 4000, 'must be at most 4000 characters of JSON'),
    ),
    display_gifts: z.boolean({ error: 'must be true or false' }).default(true),
    display_related: z.boolean({ error: 'must be true or false' }).default(true),
    starts_at: moment,
    ends_at: moment,
  })
  .strict()
  .superRefine((body, context) => {
    if (body.starts_at && body.ends_at && body.ends_at.getTime() <= body.starts_at.getTime()) {
      context.addIssue({ code: 'custom', path: ['ends_at'], message: M.endBeforeStart });
    }
  });
export type FeatureBody = z.infer<typeof featureBody>;

/** meta.error of a refused form: every field's message, so an editor sees all there is to fix at once. */
export const everyMessage = (fields: Array<{ field: string; message: string }>) =>
  [...new Set(fields.map(({ field, message }) => (message.startsWith('Please') || message.startsWith('The ') || message.startsWith('Giveaway') ? message : `${field}: ${message}`)))].join(' ');
