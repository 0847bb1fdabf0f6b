import { DomainError } from '@emberhold/contracts';
import type { EphemeralStore } from '@emberhold/platform';

/** Attempts allowed per window, per client address and per account (spec: rate limits on login, register ...). */
export const ATTEMPT_LIMITS = {
  login: { windowMs: 10 * 60_000, perIp: 30, perAccount: 10 },
  register: { windowMs: 60 * 60_000, perIp: 10, perAccount: 5 },
  forgot: { windowMs: 60 * 60_000, perIp: 10, perAccount: 3 },
  /** Newsletter sign-ups (community): each one mails a confirmation link, so an address cannot be flooded. */
  subscribe: { windowMs: 60 * 60_000, perIp: 10, perAccount: 3 },
  /** Sales leads from the product pitch page (advertising), per address and per email. */
  lead: { windowMs: 60 * 60_000, perIp: 10, perAccount: 3 },
  /**
   * Boost date holds (boosts), per address and per buyer email. Visitors hold a date without an account, so without a
   * limit one client could keep the whole calendar held by renewing unpaid holds every half hour.
   */
  boostHold: { windowMs: 60 * 60_000, perIp: 20, perAccount: 10 },
} as const;

export class TooManyAttemptsError extends DomainError {
  constructor() {
    super('rate_limited', 'TOO_MANY_ATTEMPTS', 'Too many attempts. Please wait a few minutes and try again.');
  }
}

/** Counts one attempt against the address and the account; throws once either is over its limit. */
export async function countAttempt(store: EphemeralStore, action: keyof typeof ATTEMPT_LIMITS, ip: string, account: string): Promise<void> {
  const limits = ATTEMPT_LIMITS[action];
  const [byIp, byAccount] = await Promise.all([
    store.increment(`attempts:${action}:ip:${ip}`, limits.windowMs),
    store.increment(`attempts:${action}:account:${account.toLowerCase()}`, limits.windowMs),
  ]);
  if (byIp > limits.perIp || byAccount > limits.perAccount) throw new TooManyAttemptsError();
}
