import type { BoostStatusName } from './boost-pricing';

/**
 * The boost checklist staff tick for each boosted post (admin boosted checklist), shared by the API that stores the
 * ticks in a boost's `flags` and the page that shows them. A flag never set reads as false.
 */
export const boostChecklistFlags = ['post_refreshed', 'social_scheduled', 'newsletter_slot', 'live_checked'] as const;
export type BoostChecklistFlag = (typeof boostChecklistFlags)[number];
export type BoostChecklistFlags = Record<BoostChecklistFlag, boolean>;

/** What each tick means, as the checklist page shows it. */
export const boostChecklistFlagLabels: Record<BoostChecklistFlag, string> = {
  post_refreshed: 'Post copy and images refreshed',
  social_scheduled: 'Social post scheduled',
  newsletter_slot: 'Newsletter slot booked',
  live_checked: 'Checked live on its day',
};

export function isBoostChecklistFlag(name: string): name is BoostChecklistFlag {
  return (boostChecklistFlags as readonly string[]).includes(name);
}

/** All four flags of a boost's stored `flags` (JSON), false when unset or not a boolean. */
export function checklistFlagsOf(stored: unknown): BoostChecklistFlags {
  const source = stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(boostChecklistFlags.map((flag) => [flag, source[flag] === true])) as BoostChecklistFlags;
}

/**
 * GET /api/user/boosted-checklist/ (admins): one boost not cancelled, by date, with its post, buyer and checklist.
 * POST boosted-checklist/{id}/flags and boosted/change-date answer the boost as it now is.
 */
export interface BoostChecklistItemDto {
  id: number;
  post: { id: number; slug: string; title: string };
  /** The boosted date, 'YYYY-MM-DD'. */
  date: string;
  status: BoostStatusName;
  price_cents: number;
  email: string;
  flags: BoostChecklistFlags;
}

/** POST /api/user/boosted-checklist/{id}/flags: the flags to set; the others are kept. */
export interface BoostFlagsChange {
  flags: Partial<Record<BoostChecklistFlag, boolean>>;
}

/** POST /api/user/boosted/change-date: moves a paid or pending boost to another free date. */
export interface BoostDateChange {
  id: number;
  date: string;
}

/** Statuses a boost can still be moved from (a running, finished or cancelled one keeps its day). */
export const movableBoostStatuses: readonly BoostStatusName[] = ['paid', 'pending_payment'];

/**
 * GET /api/boost-dates (public): which dates of the booking window are taken, for the promo pages. The booked dates
 * carry nothing of their buyer or post.
 */
export interface PublicBoostDatesDto {
  /** The site's today, 'YYYY-MM-DD' (UTC). */
  today: string;
  /** The first and last dates a boost can be booked on today (from the day after tomorrow, up to a year ahead). */
  first_date: string;
  last_date: string;
  /** Booked (paid, running, or held while someone pays) dates from today through last_date, ascending. */
  booked_dates: string[];
  /** Blocked dates from today through last_date, ascending. */
  blocked_dates: string[];
}
