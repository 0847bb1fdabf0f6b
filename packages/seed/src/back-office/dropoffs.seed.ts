import type { BackOfficeSeed } from './back-office.types';

/** Demo rows for the back office's dropoffs pages. */
export const seedDropoffs: BackOfficeSeed = async () => ({});
