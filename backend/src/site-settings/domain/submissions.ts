import { DomainError, SUBMISSIONS_CLOSED_MESSAGE } from '@emberhold/contracts';

/** The site_settings key of the submissions switch; its value is { open: boolean }. No row: open. */
export const SUBMISSIONS_KEY = 'submissions';

/** A submission (submit product, the advertiser funnel) while staff have turned submissions off: 503. */
export class SubmissionsClosedError extends DomainError {
  constructor() {
    super('unavailable', 'SUBMISSIONS_CLOSED', SUBMISSIONS_CLOSED_MESSAGE);
  }
}

/** Reads a stored value of the switch; anything but { open: false } leaves submissions open. */
export function isOpenValue(value: unknown): boolean {
  return !(value !== null && typeof value === 'object' && (value as { open?: unknown }).open === false);
}
