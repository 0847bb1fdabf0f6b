import { ApiError } from '../../../lib/api-client';
import type { RatingAggregate } from '../api/rating.types';

export type AuthStatus = 'unknown' | 'logged-in' | 'logged-out';

/**
 * What a click on a star does (spec section 6: rating calls are sent only when logged in). A visitor is asked to log
 * in or register; while the user-info call has not answered nothing happens, as it may still say logged in; a click
 * during a send is queued behind it, so two calls never race and the last choice wins.
 */
export function starClickAction(status: AuthStatus, sending: boolean): 'rate' | 'queue' | 'ask-to-log-in' | 'ignore' {
  if (status === 'logged-out') return 'ask-to-log-in';
  if (status === 'unknown') return 'ignore';
  return sending ? 'queue' : 'rate';
}

/** The failed call's words for the rater: the server's when it sent some (spec section 8), else a plain retry hint. */
export function rateFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverError) return error.serverError;
  return 'Your rating could not be saved. Please try again.';
}

/** A 401 means the login session ended since the page loaded: the rater is asked to log in again. */
export function needsLogin(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The figure the widget shows: the one the rater's own call answered, when there is one, over the page's. Catalogue
 * pages are cached (the site's query cache for minutes, the API for CATALOGUE_CACHE_MS), so the page's figure may
 * predate the rating for a while after it; the answer never does.
 */
export function shownAggregate(page: { rating: number; rating_count: number | undefined }, answered: RatingAggregate | undefined) {
  return answered ? { rating: answered.rating, rating_count: page.rating_count === undefined ? undefined : answered.rating_count } : page;
}
