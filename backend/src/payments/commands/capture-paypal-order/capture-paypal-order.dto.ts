import { z } from 'zod';
import { providerRef } from '../../domain/payment-forms';

/** Spec section 7: {paymentID, payerID}, optional token (PayPal's names: the order id, the buyer, the order id again). */
export const capturePaypalOrderBody = z.object({
  paymentID: providerRef('paymentID'),
  payerID: providerRef('payerID'),
  token: providerRef('token').optional(),
});
export type CapturePaypalOrderBody = z.infer<typeof capturePaypalOrderBody>;
