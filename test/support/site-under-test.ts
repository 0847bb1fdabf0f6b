import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { CHROMIUM_ARGS, getFreePort } from '@emberhold/infra';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { prepareProduct, type ProductOptions } from '../../backend/test/api-under-test.test-support';
import { forThisFile } from '../../backend/test/for-this-file.test-support';
import { copyEmbeddedTemplate, templateKind } from '../../backend/test/product-templates.test-support';
import type { ReceivedMail, SmtpInbox } from '../../backend/test/smtp-inbox.test-support';
import { loopbackOrigin, PRODUCT_READY_WITHIN_MS, TEST_PASSWORD } from '../../backend/test/test-constants.test-support';
import type { PaymentProviders } from './payment-providers';
import { repoRoot, startProductProcess, type ProductProcess } from './product-process';

/** Screenshots of each journey, for a person to look at; EMBERHOLD_E2E_SHOTS moves them. */
export const shotsDir = process.env.EMBERHOLD_E2E_SHOTS || join(tmpdir(), 'emberhold-e2e-shots');
/** The site bundle under test: frontend/dist, or a build made elsewhere (EMBERHOLD_SITE_DIST). */
export const siteDist = process.env.EMBERHOLD_SITE_DIST || join(repoRoot, 'frontend', 'dist');
/** The cookie that hides the newsletter call to action (frontend/src/features/community/lib/newsletter-cta.ts). */
export const NEWSLETTER_CTA_COOKIE = 'hide_newsletter_cta';
/** A phone's screen (390x844, touch), for the journeys on the mobile layout. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export interface Account {
  username: string;
  email: string;
}

/** An account the product has created: its id is the one the product's addresses use (/wishlist/{user_id}/). */
export interface RegisteredAccount extends Account {
  userId: number;
}

/** What went wrong in a page: uncaught exceptions, and the console's errors. */
export interface PageErrors {
  pageErrors: string[];
  consoleErrors: string[];
}

/** One visitor: a fresh browser profile with a page open in it, its errors watched. */
export interface Visit {
  context: BrowserContext;
  page: Page;
  errors: PageErrors;
}

/**
 * `scrollVariant`: the list variant the visitor comes with (scroll_variant cookie). Journeys get `infinite` unless they
 * say otherwise, so a list continues the same way in every run rather than by the hash of a fresh visitor id; null
 * leaves the visitor without one, as a real first visit.
 */
export type ContextOptions = BrowserContextOptions & { newsletterCta?: boolean; scrollVariant?: 'infinite' | 'button' | null };

/** How the site under test starts (the options of the API launcher): see siteForThisFile. */
export type SiteOptions = ProductOptions & { posts: number };

export interface SiteUnderTest {
  origin: string;
  port: number;
  browser: Browser;
  product: ProductProcess;
  dataDir: string;
  /** With `mail: true`: the SMTP server the product sends its mails to. */
  inbox: SmtpInbox | undefined;
  /** With `payments`: the payment providers the product is configured with. */
  payments: PaymentProviders | undefined;
  /**
   * A fresh browser profile on the site (1280x900 unless given). Like a returning visitor who once closed it, the
   * profile has the newsletter call to action hidden, so it cannot cover what a journey clicks next; journeys about
   * the call to action ask for it with `newsletterCta: true`.
   */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  /** A page in a new context (see newContext), with the journeys' 20 s default timeout and its errors watched. */
  newVisit(options?: ContextOptions): Promise<Visit>;
  /** A visit (see newVisit) already logged in as an account registered with TEST_PASSWORD, through the site's login call. */
  signedInVisit(account: Account, options?: ContextOptions): Promise<Visit>;
  /** A new account registered through the API (form-encoded, as the site sends it) with TEST_PASSWORD. */
  register(prefix?: string): Promise<RegisteredAccount>;
  close(): Promise<void>;
}

/** An account name and address that no other journey uses. */
export function newAccount(prefix = 'fan'): Account {
  const id = randomBytes(4).toString('hex');
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.test` };
}

/**
 * The built product (backend/dist serving the site bundle) in the embedded mode, as its own process, set up as the API
 * launcher sets it up (prepareProduct: a throwaway data directory, a small seeded catalogue of `posts` posts, with
 * `mail` a real SMTP server, with `payments` the payment stand-ins, `env` added), with links to the site under test
 * (PUBLIC_URL), and a Chromium to visit it with.
 */
async function startSiteUnderTest(options: SiteOptions): Promise<SiteUnderTest> {
  for (const built of [join(repoRoot, 'backend/dist/main.js'), join(siteDist, 'index.html')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run "npm run build" first (npm test does)`);
  }
  mkdirSync(shotsDir, { recursive: true });
  const port = await getFreePort();
  const origin = loopbackOrigin(port);
  const setup = await prepareProduct(options, origin);
  const { dataDir, inbox, payments } = setup;
  const kind = templateKind(options);
  if (kind) {
    await copyEmbeddedTemplate(kind, dataDir).catch(async (error: unknown) => {
      await setup.close();
      throw error;
    });
  }
  const product = startProductProcess('backend', { ...setup.env, PORT: String(port) });
  const launched = chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  launched.catch(() => undefined);
  let browser: Browser | undefined;
  try {
    await product.waitForOk(port, '/readyz', PRODUCT_READY_WITHIN_MS);
    browser = await launched;
  } catch (error) {
    await (await launched.catch(() => undefined))?.close().catch(() => undefined);
    await product.stop(10_000);
    await setup.close();
    throw error;
  }
  const opened = browser;
  const newContext = async ({ newsletterCta = false, scrollVariant = 'infinite', ...contextOptions }: ContextOptions = {}): Promise<BrowserContext> => {
    const context = await opened.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 }, ...contextOptions });
    if (!newsletterCta) await context.addCookies([{ name: NEWSLETTER_CTA_COOKIE, value: '1', url: origin }]);
    if (scrollVariant) await context.addCookies([{ name: 'scroll_variant', value: scrollVariant, url: origin }]);
    return context;
  };
  async function newVisit(contextOptions?: ContextOptions): Promise<Visit> {
    const context = await newContext(contextOptions);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return { context, page, errors: watchPageErrors(page) };
  }
  return {
    origin,
    port,
    browser: opened,
    product,
    dataDir,
    inbox,
    payments,
    newContext,
    newVisit,
    async signedInVisit(account, contextOptions) {
      const visit = await newVisit(contextOptions);
      const response = await visit.context.request.post('/api/user/login', { form: { username: account.username, password: TEST_PASSWORD } });
      if (response.status() !== 200) throw new Error(`logging in as ${account.username} answered ${response.status()}: ${await response.text()}`);
      return visit;
    },
    async register(prefix) {
      const account = newAccount(prefix);
      const response = await fetch(`${origin}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...account, password: TEST_PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`registering ${account.username} answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { user: { user_id: number } };
      return { ...account, userId: body.user.user_id };
    },
    async close() {
      await opened.close().catch(() => undefined);
      await product.stop(10_000);
      await setup.close();
    },
  };
}

/**
 * The site for the tests of one file: started (startSiteUnderTest) before them all and closed after them all. The site
 * answers from the tests and hooks; a `beforeAll` declared after this call runs once the site is up.
 */
export function siteForThisFile(options: SiteOptions): SiteUnderTest {
  return forThisFile('the site under test', () => startSiteUnderTest(options));
}

/** Collects a page's uncaught errors and console errors, for the check after each journey. */
export function watchPageErrors(page: Page): PageErrors {
  const watched: PageErrors = { pageErrors: [], consoleErrors: [] };
  page.on('pageerror', (error) => watched.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') watched.consoleErrors.push(message.text());
  });
  return watched;
}

/**
 * The check after a journey: no uncaught error in the page, and no console error but the lines Chromium itself writes
 * for answers that are errors on purpose ("Failed to load resource": a visitor's 401 from /api/user/me, a refusal).
 */
export function expectNoPageErrors(errors: PageErrors): void {
  expect(errors.pageErrors).toEqual([]);
  expect(errors.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
}

/** The masthead shows `username` logged in (in its account menu's button). */
export async function expectLoggedInAs(page: Page, username: string): Promise<void> {
  const masthead = page.locator('header');
  await masthead.locator('[data-account-state="logged-in"]').waitFor();
  expect(await masthead.locator('[data-account-menu-button]').textContent()).toContain(username);
}

/** The masthead shows a visitor: logged out, with its Log in and Register links. */
export async function expectLoggedOut(page: Page): Promise<void> {
  const masthead = page.locator('header');
  await masthead.locator('[data-account-state="logged-out"]').waitFor();
  expect(await masthead.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
  expect(await masthead.getByRole('link', { name: 'Register' }).isVisible()).toBe(true);
}

/** The first link in a mail's text to `origin` followed by a path matching `path` (a regular expression's source). */
export function linkInMail(mail: ReceivedMail, origin: string, path: string): string {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${escaped}${path}`);
  const found = pattern.exec(mail.text);
  if (!found) throw new Error(`no link to ${origin}${path} in the mail:\n${mail.raw}`);
  return found[0];
}

/**
 * The document title once the page has set it. A page sets its title in an effect after it renders, so right after
 * its content appears the previous page's title can still stand for a moment; this waits (up to 5 s) for `expected`
 * and returns what the title is then, for the test to compare.
 */
export async function settledTitle(page: Page, expected: string): Promise<string> {
  await page.waitForFunction((title) => document.title === title, expected, { timeout: 5_000 }).catch(() => undefined);
  return page.title();
}

/**
 * What `read` answers once it answers `expected` (deeply equal), for a state the page reaches a moment after what the
 * test waited for: focus moved in an effect or a timer after the render, text set by a second render, a preview
 * drawn on the next frame. Asks again every 50 ms; if `expected` has not come within `timeoutMs`, throws with the
 * last answer, so the test fails saying what the page showed instead.
 */
export async function settledValue<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDeepStrictEqual(value, expected)) return value;
    if (Date.now() >= deadline) throw new Error(`expected ${JSON.stringify(expected)} within ${timeoutMs} ms, last saw ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The POST requests the page sends to a path matching `path` (a regular expression or one exact path), as they go. */
export function recordPosts(page: Page, path: RegExp | string): Request[] {
  const sent: Request[] = [];
  const matches = typeof path === 'string' ? (pathname: string) => pathname === path : (pathname: string) => path.test(pathname);
  page.on('request', (request) => {
    if (request.method() === 'POST' && matches(new URL(request.url()).pathname)) sent.push(request);
  });
  return sent;
}
