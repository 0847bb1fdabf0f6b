import type { BackOfficeSeed } from './back-office.types';

/** Demo rows for the back office's boosts pages. */
export const seedBoosts: BackOfficeSeed = async () => ({});
