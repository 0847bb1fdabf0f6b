/** Spec section 9: a giveaways page is the last one when it returns fewer than 5. */
export const GIVEAWAYS_PAGE_FULL = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What an ended giveaway says, wherever it is shown. */
export const GIVEAWAY_ENDED = 'This giveaway has ended.';

export function isLastGiveawayPage(countOnPage: number): boolean {
  return countOnPage < GIVEAWAYS_PAGE_FULL;
}

function endOf(endsAt: string | Date): number {
  return (typeof endsAt === 'string' ? new Date(endsAt) : endsAt).getTime();
}

/** A giveaway is over once its end has passed (or when its end cannot be read: nothing can be entered then). */
export function isGiveawayOpen(endsAt: string | Date, now: Date = new Date()): boolean {
  const end = endOf(endsAt);
  return Number.isFinite(end) && end > now.getTime();
}

/**
 * How long a giveaway still runs. The wording of spec section 9 ('less than 1 day remaining!' under a day, otherwise
 * '{n} days remaining' in whole days, '1 day remaining' for one) is for open giveaways only; an ended one says so.
 */
export function giveawayRemaining(endsAt: string | Date, now: Date = new Date()): string {
  if (!isGiveawayOpen(endsAt, now)) return GIVEAWAY_ENDED;
  const days = Math.floor((endOf(endsAt) - now.getTime()) / DAY_MS);
  if (days < 1) return 'less than 1 day remaining!';
  return `${days} ${days === 1 ? 'day' : 'days'} remaining`;
}
