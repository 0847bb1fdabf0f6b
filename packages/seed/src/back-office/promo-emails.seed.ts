import type { BackOfficeSeed } from './back-office.types';

/** Demo rows for the back office's promo-emails pages. */
export const seedPromoEmails: BackOfficeSeed = async () => ({});
