import { createPrismaClient, type PrismaClient } from '@emberhold/db';
import { productDatabaseUrl } from './product-database';
import { expectNoPageErrors, siteForThisFile, type Account, type ContextOptions, type RegisteredAccount, type SiteOptions, type SiteUnderTest, type Visit } from './site-under-test';

/** The site for a staff journey, its database and its admin; see staffJourneyForThisFile. */
export interface StaffJourney {
  site: SiteUnderTest;
  /** The product's database (from the first beforeAll on). */
  readonly db: PrismaClient;
  /** An account registered through the site and given staff access (from the first beforeAll on). */
  readonly admin: RegisteredAccount;
  /**
   * A fresh visit (site.newVisit), logged in as `account` when one is given; it is closed after the test, which then
   * checks that its pages had no errors.
   */
  visit(account?: Account, options?: ContextOptions): Promise<Visit>;
}

/**
 * The tests of one file about staff pages: the site (siteForThisFile), a connection to its database, and an admin
 * registered as `admin`-prefixed account with staff access, all ready before the file's own beforeAll hooks run;
 * every visit made with `visit` is closed and checked for page errors after each test.
 */
export function staffJourneyForThisFile(options: SiteOptions & { admin: string }): StaffJourney {
  const { admin: prefix, ...siteOptions } = options;
  const site = siteForThisFile(siteOptions);
  const visits: Visit[] = [];
  let db: PrismaClient | undefined;
  let admin: RegisteredAccount | undefined;

  beforeAll(async () => {
    db = createPrismaClient(await productDatabaseUrl(site), { max: 2 });
    admin = await site.register(prefix);
    await db.user.update({ where: { id: admin.userId }, data: { access: true } });
  });

  afterAll(async () => {
    await db?.$disconnect();
  });

  afterEach(async () => {
    for (const visit of visits.splice(0)) {
      await visit.context.close();
      expectNoPageErrors(visit.errors);
    }
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is there once the file's first beforeAll has run`);
    return value;
  };

  return {
    site,
    get db() {
      return ready(db, 'the database');
    },
    get admin() {
      return ready(admin, 'the admin');
    },
    async visit(account, contextOptions) {
      const opened = account ? await site.signedInVisit(account, contextOptions) : await site.newVisit(contextOptions);
      visits.push(opened);
      return opened;
    },
  };
}
