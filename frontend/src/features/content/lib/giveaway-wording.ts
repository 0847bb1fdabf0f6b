/** Spec section 9: a giveaways page is the last one when it returns fewer than 5. */
export const GIVEAWAYS_PAGE_FULL = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isLastGiveawayPage(countOnPage: number): boolean {
  return countOnPage < GIVEAWAYS_PAGE_FULL;
}

/** 'less than 1 day remaining!' under a day, otherwise '{n} days remaining' in whole days. */
export function giveawayRemaining(endsAt: string | Date, now: Date = new Date()): string {
  const end = typeof endsAt === 'string' ? new Date(endsAt) : endsAt;
  const days = Math.floor((end.getTime() - now.getTime()) / DAY_MS);
  if (!Number.isFinite(days) || days < 1) return 'less than 1 day remaining!';
  return `${days} days remaining`;
}
