import type { TransactionClient } from '@emberhold/db';
import type { SeedCatalogue } from '../catalogue.types';

/** What the back-office seeds get: the transaction the catalogue went in with, the catalogue, and the seed's today. */
export interface BackOfficeSeedContext {
  tx: TransactionClient;
  catalogue: SeedCatalogue;
  /** The seed's today (start of the UTC day). */
  now: Date;
  /** The demo admin's user id (admin@emberhold.test), who the seeded staff actions are by. */
  adminId: number;
}

/** A back-office seed: writes its rows and returns how many of each table it wrote, for the seed's report. */
export type BackOfficeSeed = (context: BackOfficeSeedContext) => Promise<Record<string, number>>;
