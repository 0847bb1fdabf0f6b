import type { PromoEmailPageResponse, PromoEmailPreviewDto, PromoEmailPreviewResponse, SendPromoEmailResponse, UnsubscribeResponse } from '@emberhold/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, postJson } from '../../../lib/api-client';

export const PROMO_EMAILS_QUERY_KEY = ['promo-emails'] as const;

/** A message as the form composes it: to an address or a user id, one of the two. */
export interface PromoEmailMessage {
  subject_line: string;
  email_body: string;
  email?: string;
  user_id?: number;
}

/** POST /api/user/send-promo-email (admins). The key is the composed message's own: sent again, it sends nothing more. */
export async function sendPromoEmail(message: PromoEmailMessage & { idempotency_key: string }, signal?: AbortSignal): Promise<SendPromoEmailResponse> {
  return postJson<SendPromoEmailResponse>('/api/user/send-promo-email', message, signal);
}

/** POST /api/user/send-promo-email/preview (admins): the mail as it would go out. */
export async function previewPromoEmail(message: { subject_line: string; email_body: string }, signal?: AbortSignal): Promise<PromoEmailPreviewDto> {
  return (await postJson<PromoEmailPreviewResponse>('/api/user/send-promo-email/preview', message, signal)).preview;
}

/** GET /api/user/promo-emails/{page} (admins): the sent log, newest first; the page shown stays while the next loads. */
export function usePromoEmails(page: number) {
  return useQuery({
    queryKey: [...PROMO_EMAILS_QUERY_KEY, page] as const,
    queryFn: ({ signal }) => getJson<PromoEmailPageResponse>(`/api/user/promo-emails/${page}`, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user/mail/unsubscribe?token=: whose link it is; reading it unsubscribes nobody. */
export function unsubscribeQuery(token: string) {
  return queryOptions({
    queryKey: ['unsubscribe', token] as const,
    queryFn: ({ signal }) => getJson<UnsubscribeResponse>(`/api/user/mail/unsubscribe?token=${encodeURIComponent(token)}`, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /api/user/mail/unsubscribe {token}: the address gets no promotional mail again. */
export async function unsubscribe(token: string, signal?: AbortSignal): Promise<UnsubscribeResponse> {
  return postJson<UnsubscribeResponse>('/api/user/mail/unsubscribe', { token }, signal);
}
