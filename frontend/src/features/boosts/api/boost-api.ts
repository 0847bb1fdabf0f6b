import type { BoostIntentDto, BoostOfferDto, BoostStatusDto, DataResponse, PaymentResultDto } from '@emberhold/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, getJson, postJson, queryString } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

/** GET /api/boost/{slug}?token=: the post, the default price under the token, the unavailable dates, the card settings. */
export async function getBoostOffer(slug: string, token: string | undefined, signal?: AbortSignal): Promise<BoostOfferDto> {
  return (await getJson<DataResponse<BoostOfferDto>>(`/api/boost/${encodeURIComponent(slug)}${queryString({ token })}`, signal)).data;
}

export function boostOfferQueryOptions(slug: string, token: string | undefined) {
  return queryOptions({
    queryKey: ['boost-offer', slug, token ?? ''] as const,
    queryFn: ({ signal }) => getBoostOffer(slug, token, signal),
    // Dates are taken while the page is open: asked again whenever the page is shown again.
    staleTime: 0,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status === 404),
  });
}

export interface BoostPaymentFields {
  date: string;
  email: string;
  email_confirm: string;
  param_token: string;
}

/** POST /api/user/boost/{slug}/payment_intent: holds the date for this buyer and starts the card payment. */
export async function startBoostPayment(slug: string, fields: BoostPaymentFields, signal?: AbortSignal): Promise<BoostIntentDto> {
  return (await postJson<DataResponse<BoostIntentDto>>(`/api/user/boost/${encodeURIComponent(slug)}/payment_intent`, fields, signal)).data;
}

/**
 * Holds the date and starts the card payment. Nothing cached changes for this buyer; when the date turns out taken
 * (409) the page asks for the offer's dates again.
 */
export function useStartBoostPayment(slug: string) {
  return useSubmitMutation({ mutationFn: (fields: BoostPaymentFields) => startBoostPayment(slug, fields) });
}

/** POST /api/user/boost/{slug} (spec section 7: {stripe_ref, month, year, date, email, param_token}): paid, or pending. */
export async function confirmBoostPayment(
  slug: string,
  payment: { stripeRef: string; date: string; email: string; token: string },
  signal?: AbortSignal,
): Promise<PaymentResultDto> {
  const body = {
    stripe_ref: payment.stripeRef,
    month: Number(payment.date.slice(5, 7)),
    year: Number(payment.date.slice(0, 4)),
    date: payment.date,
    email: payment.email,
    param_token: payment.token,
  };
  return (await postJson<DataResponse<PaymentResultDto>>(`/api/user/boost/${encodeURIComponent(slug)}`, body, signal)).data;
}

export type BoostPaymentConfirmation = Parameters<typeof confirmBoostPayment>[1];

/** Tells the server of a payment the provider has taken (or still confirms); the page then follows its status. */
export function useConfirmBoostPayment(slug: string) {
  return useSubmitMutation({ mutationFn: (payment: BoostPaymentConfirmation) => confirmBoostPayment(slug, payment) });
}

/** GET /api/boost/{slug}/status/{boost_id}: polled after a payment the provider still confirms. */
export async function getBoostStatus(slug: string, boostId: number, signal?: AbortSignal): Promise<BoostStatusDto> {
  return (await getJson<DataResponse<BoostStatusDto>>(`/api/boost/${encodeURIComponent(slug)}/status/${boostId}`, signal)).data;
}
