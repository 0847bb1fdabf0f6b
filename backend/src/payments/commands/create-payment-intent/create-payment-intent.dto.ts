import { z } from 'zod';
import { acceptedTermsField, discountTokenField } from '../../domain/payment-forms';

/** Spec section 7: {terms: true, discount_token?}. */
export const createPaymentIntentBody = z.object({ terms: acceptedTermsField, discount_token: discountTokenField });
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBody>;
