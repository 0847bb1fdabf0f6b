import { z } from 'zod';
import { discountTokenField, providerRef } from '../../domain/payment-forms';

/**
 * Spec section 7: {stripe_ref, discount_token}. The discount was fixed when the intent was made; the token sent here is
 * accepted for the spec's payload and not used again.
 */
export const activateCardPaymentBody = z.object({ stripe_ref: providerRef('stripe_ref'), discount_token: discountTokenField });
export type ActivateCardPaymentBody = z.infer<typeof activateCardPaymentBody>;
