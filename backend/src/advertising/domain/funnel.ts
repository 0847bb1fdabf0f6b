import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@emberhold/contracts';
import { LoginRequiredError } from '../../common/auth/login-required.error';
import type { Viewer } from '../../common/auth/viewer';

/**
 * The advertiser funnel's temporary id (spec section 4: start funnel gives a temporary id, then the creative form,
 * then login or register and activate advertiser). It is the only key to an unactivated campaign, so it is a secret:
 * 24 random bytes (192 bits), URL-safe base64.
 */
export function newTempId(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The funnel's name in facts and dropoffs: the first 32 hex characters of sha256(temp id). The temp id is the key to
 * an unactivated campaign, so it never leaves Postgres; its digest names the funnel everywhere else.
 */
export function funnelIdOf(tempId: string): string {
  return createHash('sha256').update(tempId).digest('hex').slice(0, 32);
}

/** What a temp id looks like: URL-safe and long enough that ids the site did not issue cannot be guessed either. */
export const TEMP_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const TEMP_ID_MESSAGE = 'must be the id start_funnel gave';

export const isTempId = (value: unknown): value is string => typeof value === 'string' && TEMP_ID_PATTERN.test(value);

/** The campaign behind a funnel, as far as who may work on it goes. */
export interface FunnelCampaign {
  id: number;
  tempId: string;
  advertiserId: number | null;
}

export function sameTempId(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may write to a funnel's campaign (upload, crop, save a creative): while nobody has activated it, whoever holds
 * its temp id (the unlogged part of the funnel); once activated, only its advertiser, signed in. A temp id whose
 * campaign does not exist yet is a new funnel: anyone holding it may start it.
 */
export function mayWriteFunnel(campaign: FunnelCampaign | null, tempId: string | null, viewer: Viewer | null): boolean {
  if (campaign === null) return tempId !== null;
  if (campaign.advertiserId === null) return sameTempId(tempId, campaign.tempId);
  return viewer !== null && viewer.userId === campaign.advertiserId;
}

/** Reads: the writers, and admins (the access flag). */
export function mayReadFunnel(campaign: FunnelCampaign, tempId: string | null, viewer: Viewer | null): boolean {
  return (viewer !== null && viewer.access) || mayWriteFunnel(campaign, tempId, viewer);
}

/**
 * A write to a campaign that is not the caller's: a visitor is asked to log in (the advertiser may simply have been
 * logged out); a signed-in user is told the campaign is another account's.
 */
export function funnelRefusal(viewer: Viewer | null): DomainError {
  if (viewer === null) return new LoginRequiredError();
  return new DomainError('forbidden', 'CAMPAIGN_NOT_YOURS', 'This campaign belongs to another account.');
}

export class CreativeNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'CREATIVE_NOT_FOUND', 'This creative could not be found.');
  }
}
