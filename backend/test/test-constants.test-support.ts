import { DEMO_PASSWORD, demoAccounts, readerEmail } from '@emberhold/seed';

/**
 * The values the suites share (API specs, browser journeys, process-level specs): who a test poses as, where the
 * product under test says it lives, the test keys it is configured with, and how long a suite waits for it. Defined
 * once, so a suite and the launcher that configured the product never disagree.
 */

/** The password of every account a test registers (the seeded demo accounts have DEMO_PASSWORD). */
export const TEST_PASSWORD = 'lantern-keep-42';

export { DEMO_PASSWORD };

/** The email of the seeded demo account with `role` (packages/seed); every seeded account has DEMO_PASSWORD. */
export function demoEmail(role: 'admin' | 'editor' | 'advertiser'): string {
  return demoAccounts.find((account) => account.role === role)!.email;
}

/** The seeded readers: demoReader(1) … demoReader(60). */
export const demoReader = readerEmail;

/** A desktop Chrome: isbot counts a missing, tool or HeadlessChrome user agent as a bot, and bots' facts are kept apart. */
export const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** A phone's Safari, for the facts that record the device. */
export const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
/** A crawler: its facts are recorded as bot traffic, never billed. */
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The site's host name for the API under test (PUBLIC_URL is TEST_PUBLIC_URL): mails and links point there. */
export const TEST_HOST = 'gifts.example';
export const TEST_PUBLIC_URL = `https://${TEST_HOST}`;
/** Where the test servers and the product processes listen. */
export const LOOPBACK = '127.0.0.1';
export const loopbackOrigin = (port: number): string => `http://${LOOPBACK}:${port}`;
/** A SESSION_SECRET for the full mode (32+ characters). */
export const TEST_SESSION_SECRET = 'a-test-secret-that-is-long-enough-0123456789';

/** The publishable key of the product under test; the Stripe.js stand-in pairs it with STRIPE_MOCK_SECRET_KEY. */
export const STRIPE_PUBLISHABLE_KEY = 'pk_test_emberhold';

/** The spec's answer to a visitor on a call that needs a login (section 7), word for word. */
export const LOGIN_REQUIRED = 'Please register or log into your account first';

/** How long a product process may take to answer /readyz: a first start migrates and seeds. */
export const PRODUCT_READY_WITHIN_MS = 120_000;
/** How long a fact may take through the outbox, the event log and the projector until a read shows it. */
export const PIPELINE_SETTLES = { timeoutMs: 20_000, intervalMs: 100 } as const;
