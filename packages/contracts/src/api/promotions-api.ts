import type { Meta } from './api-envelope';

/** What became of a promo email's mail: waiting for the dispatcher, sent, or not sent because the address unsubscribed. */
export type PromoEmailDelivery = 'queued' | 'sent' | 'suppressed';

/** One promo email of the sent log (GET /api/user/promo-emails/{page}), and the answer to a send. */
export interface PromoEmailDto {
  id: number;
  subject_line: string;
  /** The body as it went out: the sanitized HTML (without the unsubscribe footer). */
  email_body: string;
  email: string;
  /** The recipient's account, when the address is one. */
  user: { user_id: number; username: string } | null;
  sent_by: { user_id: number; username: string } | null;
  created_at: string;
  /** When its mail went out; null until it has. */
  sent_at: string | null;
  delivery: PromoEmailDelivery;
}

/** POST /api/user/send-promo-email: the row of the send (the first send's, when this was the same request again). */
export interface SendPromoEmailResponse {
  meta: Meta;
  promo_email: PromoEmailDto;
  /** True when the same request had been sent already: nothing more was mailed. */
  duplicate: boolean;
}

/** POST /api/user/send-promo-email/preview: the mail exactly as it would go out, footer included. */
export interface PromoEmailPreviewDto {
  subject_line: string;
  html: string;
  text: string;
}

export interface PromoEmailPreviewResponse {
  meta: Meta;
  preview: PromoEmailPreviewDto;
}

export interface PromoEmailPageResponse {
  meta: Meta;
  promo_emails: PromoEmailDto[];
  has_more: boolean;
}

/** GET and POST /api/user/mail/unsubscribe: the address a link unsubscribes, and whether it is unsubscribed. */
export interface UnsubscribeResponse {
  meta: Meta;
  email: string;
  unsubscribed: boolean;
}

/** Promo emails per page of the sent log. */
export const PROMO_EMAIL_PAGE_SIZE = 20;
/** The longest subject line a promo email takes. */
export const PROMO_SUBJECT_MAX = 200;

/** The messages of the send form, word for word as the server gives them. */
export const PROMO_EMAIL_MESSAGES = {
  unsubscribed: 'This address has unsubscribed from promotional emails.',
  recipientMissing: 'Please give an email address or a user id to send to.',
  recipientBoth: 'Please give either an email address or a user id, not both.',
  emailInvalid: 'Please enter a valid email address.',
  userNotFound: 'No user has this id.',
  subjectMissing: 'Please enter a subject line.',
  subjectTooLong: `The subject line must be at most ${PROMO_SUBJECT_MAX} characters.`,
  bodyMissing: 'Please write the email.',
  bodyTooLong: 'The email must be at most 100000 characters.',
  tokenInvalid: 'This unsubscribe link is not valid.',
} as const;
