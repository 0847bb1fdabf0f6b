import { NotFoundError } from '@emberhold/contracts';

/** Spec section 8 wording, for an unknown giveaway, one not started yet, or one that has ended (entries only). */
export class GiveawayNotFoundError extends NotFoundError {
  constructor() {
    super('GIVEAWAY_NOT_FOUND', 'Giveaway could not be found.');
  }
}

export const GIVEAWAY_ENTERED = "You're entered! We will pick a winner when the giveaway closes and let them know by email.";
export const GIVEAWAY_ALREADY_ENTERED = "You're already entered in this giveaway. One entry per person.";

/** A slug as the catalogue makes them; anything else cannot name a giveaway. */
export function giveawaySlug(value: string | undefined): string {
  if (value === undefined || !/^[a-z0-9][a-z0-9-]{0,199}$/i.test(value)) throw new GiveawayNotFoundError();
  return value;
}
