import type { Meta } from './api-envelope';

/**
 * The dropoffs back office (spec sections 6, 7 and 9): people who left the advertiser funnel without paying, and the
 * pitches staff passed on (disapproved creatives); staff mail either a one-time discount token, or disqualify a
 * dropoff with a reason.
 */

/** The funnel steps a dropoff may have reached, first to furthest. */
export const DROPOFF_STEPS = ['started', 'email_left', 'creative_saved', 'advertiser_activated', 'payment_started', 'payment_failed'] as const;
export type DropoffStep = (typeof DROPOFF_STEPS)[number];

/** Dropoffs (and passed pitches) per page. */
export const DROPOFFS_PAGE_SIZE = 25;

/** The messages of the dropoffs calls, as the server sends them and the site shows them. */
export const dropoffMessages = {
  notFound: 'This dropoff could not be found.',
  disqualified: 'This dropoff has been disqualified, so no discount can be sent.',
  chooseTarget: 'Please choose a dropoff or a passed pitch to send the discount to.',
  reasonRequired: 'Please give a reason for disqualifying this dropoff.',
  reasonTooLong: 'The reason must be at most 1000 characters.',
  pitchNotFound: 'This passed pitch could not be found.',
  pitchWithoutAdvertiser: 'This pitch has no advertiser to send a discount to.',
} as const;

/** GET /api/user/campaign/dropoffs/{page}: one dropoff that is not disqualified. */
export interface DropoffDto {
  id: number;
  email: string;
  user_id: number | null;
  username: string | null;
  campaign_id: number | null;
  /** The furthest funnel step reached (a DropoffStep; a newer step name passes through as it is). */
  last_step: string;
  left_at: string;
  discount_sent: boolean;
  discount_sent_at: string | null;
  disqualified: boolean;
  disqualify_reason: string | null;
}

export interface DropoffsPageResponse {
  /** meta.count: how many dropoffs the list holds in all. */
  meta: Meta;
  dropoffs: DropoffDto[];
  page: number;
  pages: number;
  /** Whether a next page exists. */
  has_more: boolean;
}

/** GET /api/user/campaign/passed-pitches/{page}: a disapproved creative and its advertiser. */
export interface PassedPitchDto {
  creative_id: number;
  title: string;
  campaign_id: number;
  reason: string | null;
  /** When the creative was last changed (its disapproval, unless edited since). */
  passed_at: string;
  advertiser: { user_id: number; username: string; email: string } | null;
  /** The dropoff a discount for this pitch went out through, once one has. */
  dropoff_id: number | null;
  discount_sent_at: string | null;
}

export interface PassedPitchesPageResponse {
  meta: Meta;
  pitches: PassedPitchDto[];
  page: number;
  pages: number;
  has_more: boolean;
}

/** POST /api/user/campaign/dropoffs/send_discount {id} or {creative_id}, and dropoffs/disqualify {id, reason}. */
export interface DropoffResponse {
  meta: Meta;
  dropoff: DropoffDto;
}
