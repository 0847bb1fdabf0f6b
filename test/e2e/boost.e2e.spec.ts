import { join } from 'node:path';
import { addDays, BOOST_PRICES_CENTS, boostPriceCents, type BoostIntentDto, lastBoostableDate, siteDate, UNAVAILABLE_BOOST_DATE } from '@emberhold/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { TEST_PASSWORD } from '../../backend/test/test-constants.test-support';
import { expectNoPageErrors, recordPosts, settledTitle, settledValue, shotsDir, siteForThisFile, type PageErrors } from '../support/site-under-test';
import { DECLINED_CARD, SUCCEEDING_CARD } from '../support/stripe-js-standin';
import { paymentIntentEvent, sendStripeWebhook } from '../support/stripe-webhook';

const SPECIAL_TOKEN = 'ember-special-boost-token';

/**
 * The boost page in a real Chromium against the product in the embedded mode (spec sections 2, 5, 8 and 9): the post's
 * card, the date and its price (the special token's price too), the dates the server holds unavailable, and a
 * visitor's card payment through a Stripe.js stand-in backed by stripe-mock: a declined card named in the card error
 * area, then a good card, the pending payment followed until Stripe's signed webhook marks the boost paid. The form's
 * own checks (what is missing, today and tomorrow, two emails that differ) are the component tests'
 * (frontend/src/features/boosts/components/boost-page.test.tsx).
 */
describe('the boost page in a browser', () => {
  // Stripe.js from the stand-in, the product straight to stripe-mock: it sees the intent still open after the page
  // paid, until the webhook.
  const site = siteForThisFile({ posts: 60, payments: { stripe: 'page-stand-in' }, env: { BOOST_SPECIAL_TOKEN: SPECIAL_TOKEN } });
  let posts: Array<{ slug: string; title: string }>;
  let today: string;
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;

  beforeAll(async () => {
    posts = ((await (await fetch(`${site.origin}/api/lists/new/1`)).json()) as { posts: Array<{ slug: string; title: string }> }).posts;
    today = siteDate(new Date());
  });

  beforeEach(async () => {
    ({ context, page, errors } = await site.newVisit());
  });

  afterEach(async () => {
    await context.close();
    // Chromium logs the answers that are errors on purpose (a visitor's 401 from /api/user/me).
    expectNoPageErrors(errors);
  });

  const shot = (name: string, fullPage = false) => page.screenshot({ path: join(shotsDir, `boost-${name}.png`), animations: 'disabled', fullPage });
  const form = () => page.locator('[data-boost-form]');
  const fieldError = (name: string) => form().locator(`[data-field-error="${name}"]`);
  const price = () => form().locator('[data-boost-price]');
  const dateInput = () => form().getByLabel('Date to boost');

  /** Bookable dates at a price (without the token), from the day after tomorrow, outside the offer's unavailable ones. */
  const handedOut = new Set<string>();
  async function freeDate(slug: string, dayPrice: number): Promise<string> {
    const offer = (await (await fetch(`${site.origin}/api/boost/${slug}`)).json()) as { data: { unavailable_dates: string[] } };
    const unavailable = new Set(offer.data.unavailable_dates);
    for (let date = addDays(today, 2); date <= lastBoostableDate(today); date = addDays(date, 1)) {
      if (!handedOut.has(date) && !unavailable.has(date) && boostPriceCents(date, false) === dayPrice) {
        handedOut.add(date);
        return date;
      }
    }
    throw new Error(`no free date at ${dayPrice} cents`);
  }

  async function openBoostPage(slug: string, query = ''): Promise<void> {
    await page.goto(`/${slug}/boost${query}`);
    await form().waitFor();
  }

  it("shows the post, refuses the dates the server holds unavailable, and shows each date's price", async () => {
    const post = posts[3]!;
    await openBoostPage(post.slug);
    expect(await settledTitle(page, `Boost ${post.title} | Emberhold Gifts`)).toBe(`Boost ${post.title} | Emberhold Gifts`);
    expect(await page.locator('[data-boost-post] h2').textContent()).toBe(post.title);
    expect(await price().textContent()).toBe('Choose a date to see its price.');
    await shot('details', true);

    const christmas = `${today.slice(0, 4)}-12-27`;
    if (christmas > addDays(today, 1)) {
      await dateInput().fill(christmas);
      expect(await fieldError('date').textContent()).toBe(UNAVAILABLE_BOOST_DATE);
      await page.locator('[data-unavailable-dates] summary').click();
      expect(await page.locator('[data-unavailable-dates] time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')))).toContain(christmas);
    }

    const ordinary = await freeDate(post.slug, BOOST_PRICES_CENTS.default);
    await dateInput().fill(ordinary);
    expect(await fieldError('date').count()).toBe(0);
    expect(await price().locator('span').first().textContent()).toBe('$498');
    const season = await freeDate(post.slug, BOOST_PRICES_CENTS.season);
    await dateInput().fill(season);
    expect(await price().locator('span').first().textContent()).toBe('$999');
  });

  it("takes a visitor's card payment: a declined card in the card error area, then paid once Stripe's webhook confirms", async () => {
    const post = posts[5]!;
    const date = await freeDate(post.slug, BOOST_PRICES_CENTS.default);
    const confirmations = recordPosts(page, `/api/user/boost/${post.slug}`);
    await openBoostPage(post.slug, `?token=${SPECIAL_TOKEN}`);
    expect(await page.locator('[data-boost-post] li').first().textContent()).toContain('$400 most days (your special price)');
    await dateInput().fill(date);
    expect(await price().locator('span').first().textContent()).toBe('$400');
    await form().getByLabel('Email', { exact: true }).fill('Buyer@Example.test');
    await form().getByLabel('Confirm email').fill('buyer@example.test');
    const held = page.waitForResponse((response) => response.url().endsWith(`/api/user/boost/${post.slug}/payment_intent`));
    await form().getByRole('button', { name: 'Continue to payment' }).click();
    const intent = ((await (await held).json()) as { data: BoostIntentDto }).data;
    expect({ date: intent.date, amount: intent.amount_cents }).toEqual({ date, amount: 40_000 });

    const payment = page.locator('[data-boost-payment]');
    await payment.locator('[data-stripe-standin="payment"]').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pay by card');
    expect(await payment.textContent()).toContain('$400');
    async function card(number: string): Promise<void> {
      await payment.getByLabel('Card number').fill(number);
      await payment.getByLabel('Expiration date').fill('12 / 34');
      await payment.getByLabel('Security code').fill('123');
    }
    await card(DECLINED_CARD);
    await payment.getByRole('button', { name: 'Pay $400' }).click();
    await page.locator('[data-card-error]').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(await page.locator('[data-card-error]').getAttribute('role')).toBe('alert');
    await shot('card-declined', true);
    expect(confirmations).toHaveLength(0);

    await card(SUCCEEDING_CARD);
    await payment.getByRole('button', { name: 'Pay $400' }).click();
    // Stripe.js said succeeded; the server asks stripe-mock, which still says requires_payment_method: pending.
    await page.locator('[data-boost-confirming]').waitFor();
    expect(confirmations).toHaveLength(1);
    expect(JSON.parse(confirmations[0]!.postData() ?? '{}')).toEqual({
      stripe_ref: intent.payment_intent_id,
      month: Number(date.slice(5, 7)),
      year: Number(date.slice(0, 4)),
      date,
      email: 'buyer@example.test',
      param_token: SPECIAL_TOKEN,
    });
    await shot('confirming');

    const webhook = await sendStripeWebhook(
      site.origin,
      site.payments!.webhookSecret,
      paymentIntentEvent('payment_intent.succeeded', { id: intent.payment_intent_id, amount: intent.amount_cents, metadata: { boost_date_id: String(intent.boost_id) } }),
    );
    expect(webhook.status).toBe(200);
    const done = page.locator('[data-boost-done]');
    await done.waitFor({ timeout: 15_000 });
    expect(await done.textContent()).toContain('Thank you! Your boost is booked.');
    // Focus moves to the thanks, so it is read (in an effect after the poll's answer has rendered it).
    expect(await settledValue(() => page.evaluate(() => document.activeElement?.hasAttribute('data-boost-done')), true)).toBe(true);
    await shot('paid', true);

    const status = (await (await fetch(`${site.origin}/api/boost/${post.slug}/status/${intent.boost_id}`)).json()) as { data: { status: string } };
    expect(status.data.status).toBe('paid');
    const offer = (await (await fetch(`${site.origin}/api/boost/${posts[6]!.slug}`)).json()) as { data: { unavailable_dates: string[] } };
    expect(offer.data.unavailable_dates).toContain(date);
  });

  it("uses a logged-in buyer's account email and asks for none", async () => {
    const account = await site.register('booster');
    expect((await context.request.post('/api/user/login', { form: { username: account.username, password: TEST_PASSWORD } })).status()).toBe(200);
    const post = posts[7]!;
    await openBoostPage(post.slug);
    await page.locator('[data-boost-account]').waitFor();
    expect(await page.locator('[data-boost-account]').textContent()).toContain(account.email);
    expect(await form().getByLabel('Confirm email').count()).toBe(0);
    await dateInput().fill(await freeDate(post.slug, BOOST_PRICES_CENTS.season));
    await form().getByRole('button', { name: 'Continue to payment' }).click();
    await page.locator('[data-stripe-standin="payment"]').waitFor();
    expect(await page.locator('[data-boost-payment]').getByRole('button', { name: 'Pay $999' }).isVisible()).toBe(true);
    await shot('logged-in-payment', true);
  });

  it('keeps /search/boost a search, and answers a missing post as not found', async () => {
    await page.goto('/search/boost');
    expect(await settledTitle(page, 'Search: boost | Emberhold Gifts')).toBe('Search: boost | Emberhold Gifts');
    expect(await page.locator('[data-boost-page]').count()).toBe(0);
    await page.goto('/no-such-post-anywhere/boost');
    await page.getByRole('heading', { name: 'This path leads nowhere' }).waitFor();
  });

  it('fits a phone', async () => {
    await context.close();
    ({ context, page, errors } = await site.newVisit({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }));
    await openBoostPage(posts[8]!.slug);
    await dateInput().fill(await freeDate(posts[8]!.slug, BOOST_PRICES_CENTS.default));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot('phone', true);
  });
});
