import type { BackOfficeSeed, BackOfficeSeedContext } from './back-office.types';
import { seedAffiliates } from './affiliates.seed';
import { seedBoosts } from './boosts.seed';
import { seedCreatives } from './creatives.seed';
import { seedDropoffs } from './dropoffs.seed';
import { seedPitchQueue } from './pitch-queue.seed';
import { seedPromoEmails } from './promo-emails.seed';
import { seedUnlistedContent } from './unlisted-content.seed';

const BACK_OFFICE_SEEDS: readonly BackOfficeSeed[] = [seedDropoffs, seedBoosts, seedPromoEmails, seedCreatives, seedAffiliates, seedPitchQueue, seedUnlistedContent];

/**
 * Demo rows for every staff page (dropoffs and passed pitches, boosts with checklist states, sent promo mails, the
 * audit trail), so each has something to show on first start. Runs after the catalogue, in its transaction.
 */
export async function seedBackOffice(context: BackOfficeSeedContext): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const seed of BACK_OFFICE_SEEDS) Object.assign(counts, await seed(context));
  return counts;
}
