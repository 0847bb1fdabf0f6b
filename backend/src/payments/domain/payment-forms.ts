import { advertisingMessages } from '@emberhold/contracts';
import { z } from 'zod';

/** A provider's reference (pi_…, a PayPal order id): short printable text. */
export const providerRef = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(255, `${field} must be at most 255 characters`)
    .regex(/^[A-Za-z0-9_-]+$/, `${field} must be a payment reference`);

/** An optional discount token; '' and null mean none. */
export const discountTokenField = z
  .string()
  .trim()
  .max(200, 'discount_token must be at most 200 characters')
  .nullish()
  .transform((value) => (value ? value : null));

/** Spec section 5: paying requires accepting the conditions; `terms` must be true. */
export const acceptedTermsField = z.literal(true, { message: advertisingMessages.acceptConditions });

/** The terms message whenever `terms` is what is wrong; otherwise the first field's problem. */
export function paymentTermsMessage(fields: Array<{ field: string; message: string }>): string {
  if (fields.some((f) => f.field === 'terms')) return advertisingMessages.acceptConditions;
  const first = fields[0]!;
  return `${first.field}: ${first.message}`;
}
