import { DomainError } from '@emberhold/contracts';
import type { EphemeralStore } from '@emberhold/platform';

/** Attempts allowed per window, per client address and per account (spec: rate limits on login, register ...). */
export const ATTEMPT_LIMITS = {
  register: { windowMs: 60 * 60_000, perIp: 10, perAccount: 5 },
  forgot: { windowMs: 60 * 60_000, perIp: 10, perAccount: 3 },
  /** Newsletter sign-ups (community): each one mails a confirmation link, so an address cannot be flooded. */
  subscribe: { windowMs: 60 * 60_000, perIp: 10, perAccount: 3 },
  /** Sales leads from the product pitch page (advertising), per address and per email. */
  lead: { windowMs: 60 * 60_000, perIp: 10, perAccount: 3 },
  /** The funnel's temporary signups (advertising), per address and per email: each keeps an address staff may mail. */
  temporarySignup: { windowMs: 60 * 60_000, perIp: 20, perAccount: 5 },
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

/**
 * How logins are limited per account, after OWASP's authentication guidance: a limit that anyone can reach for an
 * account lets an attacker lock its owner out, so the tight limit is per account AND address (the guesser's own), and
 * the account alone has a much higher ceiling, with a growing delay past a few attempts that slows guessing spread
 * over many addresses while the owner still gets in. Logging in by username and by email count against one account.
 */
export const LOGIN_LIMITS = {
  /** Attempts from one address on any accounts (one address trying many accounts). */
  perIp: { windowMs: 10 * 60_000, limit: 30 },
  /** Attempts per account from one address. */
  perAccountAndIp: { windowMs: 10 * 60_000, limit: 10 },
  /** Attempts per account from every address together, and when each answer starts to wait. */
  perAccount: { windowMs: 60 * 60_000, limit: 100, delayAfter: 20 },
  /** The wait doubles with each attempt past `delayAfter`, from this, up to the cap. */
  firstDelayMs: 100,
  maxDelayMs: 3_000,
} as const;

/** How long the answer to the account's `attempt`-th login attempt in its window waits. */
export function loginDelayMs(attempt: number): number {
  const over = attempt - LOGIN_LIMITS.perAccount.delayAfter;
  if (over <= 0) return 0;
  return Math.min(LOGIN_LIMITS.firstDelayMs * 2 ** (over - 1), LOGIN_LIMITS.maxDelayMs);
}

/** The store keys of an account's login budgets: `account` is the user id, or the normalised name no account has. */
export const loginAttemptKeys = (account: string, ip: string) => ({
  ip: `attempts:login:ip:${ip}`,
  pair: `attempts:login:pair:${account}:${ip}`,
  account: `attempts:login:acct:${account}`,
});

/**
 * Counts one login attempt on the account from the address; throws when the pair or the account is over its limit,
 * and otherwise answers how long to wait before checking the password.
 */
export async function countLoginAttempt(store: EphemeralStore, account: string, ip: string): Promise<number> {
  const keys = loginAttemptKeys(account, ip);
  const [byIp, byPair, byAccount] = await Promise.all([
    store.increment(keys.ip, LOGIN_LIMITS.perIp.windowMs),
    store.increment(keys.pair, LOGIN_LIMITS.perAccountAndIp.windowMs),
    store.increment(keys.account, LOGIN_LIMITS.perAccount.windowMs),
  ]);
  if (byIp > LOGIN_LIMITS.perIp.limit || byPair > LOGIN_LIMITS.perAccountAndIp.limit || byAccount > LOGIN_LIMITS.perAccount.limit) {
    throw new TooManyAttemptsError();
  }
  return loginDelayMs(byAccount);
}

/** A successful login clears its address's budget on the account: the owner's own mistakes do not pile up. */
export async function clearLoginAttempts(store: EphemeralStore, account: string, ip: string): Promise<void> {
  await store.delete(loginAttemptKeys(account, ip).pair);
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
