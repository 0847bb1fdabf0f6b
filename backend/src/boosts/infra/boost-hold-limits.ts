import { Inject, Injectable } from '@nestjs/common';
import { EPHEMERAL_STORE, type EphemeralStore } from '@emberhold/platform';
import { TooManyBoostHoldsError } from '../domain/boost-errors';

/**
 * Holds per client address and per buyer email in an hour. Visitors can hold a date without an account, so without a
 * limit one client could keep the whole calendar held by renewing unpaid holds every half hour.
 */
export const BOOST_HOLD_LIMITS = { windowMs: 60 * 60_000, perIp: 20, perEmail: 10 } as const;

@Injectable()
export class BoostHoldLimits {
  constructor(@Inject(EPHEMERAL_STORE) private readonly store: EphemeralStore) {}

  async count(ip: string, email: string): Promise<void> {
    const [byIp, byEmail] = await Promise.all([
      this.store.increment(`attempts:boost-hold:ip:${ip}`, BOOST_HOLD_LIMITS.windowMs),
      this.store.increment(`attempts:boost-hold:email:${email}`, BOOST_HOLD_LIMITS.windowMs),
    ]);
    if (byIp > BOOST_HOLD_LIMITS.perIp || byEmail > BOOST_HOLD_LIMITS.perEmail) throw new TooManyBoostHoldsError();
  }
}
