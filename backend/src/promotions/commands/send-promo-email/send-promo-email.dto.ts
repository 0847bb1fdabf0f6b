import { PROMO_EMAIL_MESSAGES as M, PROMO_SUBJECT_MAX } from '@emberhold/contracts';
import { z } from 'zod';

/** A form's empty field is no value. */
const blankless = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** The message: subject 1-200 characters, a body (HTML, sanitized by the handler). */
export const promoMessageFields = {
  subject_line: z.string({ message: M.subjectMissing }).trim().min(1, M.subjectMissing).max(PROMO_SUBJECT_MAX, M.subjectTooLong),
  email_body: z
    .string({ message: M.bodyMissing })
    .max(100_000, M.bodyTooLong)
    .refine((body) => body.trim().length > 0, M.bodyMissing),
};

/**
 * POST /api/user/send-promo-email {subject_line, email_body, email, user_id, idempotency_key}: exactly one recipient,
 * an address or an account's id. The idempotency key is made once per composed message by the form, so the same
 * message sent twice (a double click, a retry) is sent once.
 */
export const sendPromoEmailBody = z
  .object({
    ...promoMessageFields,
    email: blankless(z.string({ message: M.emailInvalid }).trim().toLowerCase().max(320, M.emailInvalid)),
    user_id: blankless(
      z.union([z.number().int().positive().max(2_147_483_647), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], { message: 'The user id must be a positive whole number.' }),
    ),
    idempotency_key: blankless(z.string().trim().regex(/^[A-Za-z0-9_-]{8,128}$/, 'The idempotency key must be 8 to 128 letters, digits, - or _.')),
  })
  .superRefine((body, context) => {
    if (body.email === undefined && body.user_id === undefined) context.addIssue({ code: 'custom', path: ['email'], message: M.recipientMissing });
    else if (body.email !== undefined && body.user_id !== undefined) context.addIssue({ code: 'custom', path: ['email'], message: M.recipientBoth });
    else if (body.email !== undefined && !z.email().safeParse(body.email).success) context.addIssue({ code: 'custom', path: ['email'], message: M.emailInvalid });
  });
export type SendPromoEmailBody = z.infer<typeof sendPromoEmailBody>;

/** POST /api/user/send-promo-email/preview {subject_line, email_body}. */
export const previewPromoEmailBody = z.object(promoMessageFields);
export type PreviewPromoEmailBody = z.infer<typeof previewPromoEmailBody>;

/** meta.error of a refused form: the first field's own message. */
export const firstFieldMessage = (fields: Array<{ field: string; message: string }>) => fields[0]!.message;
