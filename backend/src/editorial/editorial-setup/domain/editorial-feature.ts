import { DomainError, EDITORIAL_LOCKED_CODE, editorialSetupMessages as M, type EditorialFeatureStatus } from '@emberhold/contracts';
import { titleSlug } from '../../../common/links/slugs';

/** Whether a feature shows now, starts later, or has ended (ended early when staff ended it). */
export function featureStatus(feature: { active: boolean; startsAt: Date | null; endsAt: Date | null }, now: Date): EditorialFeatureStatus {
  if (!feature.active || (feature.endsAt !== null && feature.endsAt.getTime() <= now.getTime())) return 'ended';
  if (feature.startsAt !== null && feature.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'current';
}

interface Placeable {
  id: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  position: number;
  displayGifts: boolean;
  displayRelated: boolean;
  post: { status: string } | null;
}

/**
 * Which feature each list shows now, as the lists pick it (GET /api/lists/featured, then the site): of the current
 * features with a shown post, the latest start first (undated ones last), and the first meant for the list.
 */
export function shownFeatures(rows: readonly Placeable[], now: Date): { gifts: number | null; related: number | null } {
  const candidates = rows
    .filter((row) => featureStatus(row, now) === 'current' && (row.post?.status === 'published' || row.post?.status === 'unlisted'))
    .sort((a, b) => (b.startsAt?.getTime() ?? -Infinity) - (a.startsAt?.getTime() ?? -Infinity) || a.position - b.position || a.id - b.id);
  return { gifts: candidates.find((row) => row.displayGifts)?.id ?? null, related: candidates.find((row) => row.displayRelated)?.id ?? null };
}

/** The slug of a feature's post: its title in lowercase words joined by hyphens (at most 60 characters), or "feature". */
export const slugBase = (title: string): string => titleSlug(title, 60, 'feature');

/** Every setup call but unlock, while the login session has not been unlocked with the editorial password: 403. */
export class EditorialLockedError extends DomainError {
  constructor() {
    super('forbidden', EDITORIAL_LOCKED_CODE, M.locked);
  }
}

export class WrongEditorialPasswordError extends DomainError {
  constructor() {
    super('forbidden', 'EDITORIAL_WRONG_PASSWORD', M.wrongPassword, [{ field: 'password', message: M.wrongPassword }]);
  }
}

/** Too many wrong passwords: every try is refused until `until`, the right password too. */
export class EditorialTriesExceededError extends DomainError {
  constructor(until: Date) {
    const at = until.toISOString().slice(11, 16);
    super('rate_limited', 'EDITORIAL_TOO_MANY_TRIES', `Too many wrong passwords. Please try again after ${at} UTC.`);
  }
}

/** The full mode without EDITORIAL_PASSWORD: the setup stays locked for everyone. */
export class EditorialPasswordUnsetError extends DomainError {
  constructor() {
    super('unavailable', 'EDITORIAL_PASSWORD_UNSET', M.notConfigured);
  }
}

export class FeatureNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'FEATURE_NOT_FOUND', M.featureNotFound);
  }
}
