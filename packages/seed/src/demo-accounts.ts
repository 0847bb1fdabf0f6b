import type { SeedRole } from './catalogue.types';

/** The one password every seeded account shares; printed by the start command, never used outside demos. */
export const DEMO_PASSWORD = 'emberhold-demo';

export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly role: SeedRole;
}

export const demoAccounts: readonly DemoAccount[] = [
  { email: 'admin@emberhold.test', password: DEMO_PASSWORD, role: 'admin' },
  { email: 'editor@emberhold.test', password: DEMO_PASSWORD, role: 'editor' },
  { email: 'advertiser@emberhold.test', password: DEMO_PASSWORD, role: 'advertiser' },
  { email: 'reader1@emberhold.test', password: DEMO_PASSWORD, role: 'user' },
];

/** Ordinary readers are reader1@ ... readerN@; the list above shows only the first. */
export function readerEmail(n: number): string {
  return `reader${n}@emberhold.test`;
}
