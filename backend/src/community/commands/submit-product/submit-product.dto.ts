import { z } from 'zod';
import { httpsImage, normaliseLink, parseSubmittedPrice, SUBMISSION_FIELDS_MISSING, SUBMISSION_IMAGE_INVALID, SUBMISSION_LINK_INVALID, SUBMISSION_PRICE_INVALID } from '../../domain/product-submission';

const text = (max: number) => z.string({ error: SUBMISSION_FIELDS_MISSING }).trim().max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()], { error: 'must be text' })
    .optional()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .pipe(z.string().max(max, `must be at most ${max} characters`));

/** POST /api/user/submit {image, title, link, price, description}: title and purchase link are required. */
export const submitProductBody = z.object({
  title: text(200).min(1, SUBMISSION_FIELDS_MISSING),
  link: text(2000)
    .min(1, SUBMISSION_FIELDS_MISSING)
    .transform((value, context) => {
      const link = normaliseLink(value);
      if (link === null) context.addIssue({ code: 'custom', message: SUBMISSION_LINK_INVALID });
      return link ?? value;
    }),
  price: optionalText(40).transform((value, context) => {
    const price = parseSubmittedPrice(value);
    if (price === 'invalid') {
      context.addIssue({ code: 'custom', message: SUBMISSION_PRICE_INVALID });
      return null;
    }
    return price;
  }),
  description: optionalText(5000),
  image: optionalText(2000).refine((value) => value === '' || httpsImage(value), SUBMISSION_IMAGE_INVALID),
});
export type SubmitProductBody = z.infer<typeof submitProductBody>;

/** meta.error of a refused submission: the spec's sentence when a required field is missing, else the first problem. */
export function submissionError(fields: Array<{ field: string; message: string }>): string {
  if (fields.some((field) => field.message === SUBMISSION_FIELDS_MISSING)) return SUBMISSION_FIELDS_MISSING;
  return fields[0]?.message ?? SUBMISSION_FIELDS_MISSING;
}
