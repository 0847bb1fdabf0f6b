import type { CheckoutDto, DataResponse, DiscountTokenDto, PaymentIntentDto, PaymentResultDto, PaypalOrderDto } from '@emberhold/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getJson, postJson } from '../../../lib/api-client';

const campaignPath = (campaignId: number) => `/api/user/campaign/${campaignId}`;

/** GET /api/user/campaign/{id}/checkout: the fee, the payment status and the providers on offer. */
export function checkoutQuery(campaignId: number) {
  return queryOptions({
    queryKey: ['advertising', 'checkout', campaignId] as const,
    queryFn: async ({ signal }) => (await getJson<DataResponse<CheckoutDto>>(`${campaignPath(campaignId)}/checkout`, signal)).data,
    staleTime: 0,
    retry: false,
  });
}

/** GET /api/user/campaign/discount_token/{token}: a dropoff's discount token and the fee it gives (spec section 9). */
export async function checkDiscountToken(token: string, signal?: AbortSignal): Promise<DiscountTokenDto> {
  return (await getJson<DataResponse<DiscountTokenDto>>(`/api/user/campaign/discount_token/${encodeURIComponent(token)}`, signal)).data;
}

interface PaymentTerms {
  terms: true;
  discount_token?: string;
}

const withDiscount = (discountToken: string | null): PaymentTerms => (discountToken ? { terms: true, discount_token: discountToken } : { terms: true });

/** POST /api/user/campaign/{id}/payment_intent: a Stripe PaymentIntent for the fee, confirmed with the Payment Element. */
export async function createPaymentIntent(campaignId: number, discountToken: string | null, signal?: AbortSignal): Promise<PaymentIntentDto> {
  return (await postJson<DataResponse<PaymentIntentDto>>(`${campaignPath(campaignId)}/payment_intent`, withDiscount(discountToken), signal)).data;
}

/** POST /api/user/campaign/{id}/activate/ {stripe_ref, discount_token}: the confirmed card payment, paid or still pending. */
export async function activateCardPayment(campaignId: number, stripeRef: string, discountToken: string | null, signal?: AbortSignal): Promise<PaymentResultDto> {
  const body = discountToken ? { stripe_ref: stripeRef, discount_token: discountToken } : { stripe_ref: stripeRef };
  return (await postJson<DataResponse<PaymentResultDto>>(`${campaignPath(campaignId)}/activate/`, body, signal)).data;
}

/** POST /api/user/campaign/{id}/create_paypal/: a PayPal order for the fee, approved by the buyer at approve_url. */
export async function createPaypalOrder(campaignId: number, discountToken: string | null, signal?: AbortSignal): Promise<PaypalOrderDto> {
  return (await postJson<DataResponse<PaypalOrderDto>>(`${campaignPath(campaignId)}/create_paypal/`, withDiscount(discountToken), signal)).data;
}

/** POST /api/user/campaign/{id}/activate_paypal/ {paymentID, payerID, token}: the approved PayPal order, captured. */
export async function activatePaypalPayment(campaignId: number, orderId: string, payerId: string, signal?: AbortSignal): Promise<PaymentResultDto> {
  const body = { paymentID: orderId, payerID: payerId, token: orderId };
  return (await postJson<DataResponse<PaymentResultDto>>(`${campaignPath(campaignId)}/activate_paypal/`, body, signal)).data;
}
