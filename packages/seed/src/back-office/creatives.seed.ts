import type { BackOfficeSeed } from './back-office.types';

/** Demo rows for the back office's creatives pages. */
export const seedCreatives: BackOfficeSeed = async () => ({});
