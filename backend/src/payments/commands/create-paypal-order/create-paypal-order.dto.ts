import { z } from 'zod';
import { acceptedTermsField, discountTokenField } from '../../domain/payment-forms';

/** Spec section 7: {terms: true, discount_token?}, as for a card payment. */
export const createPaypalOrderBody = z.object({ terms: acceptedTermsField, discount_token: discountTokenField });
export type CreatePaypalOrderBody = z.infer<typeof createPaypalOrderBody>;
