import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP_CHROME, TEST_PASSWORD as PASSWORD } from '../../backend/test/test-constants.test-support';
import type { PaypalSandbox } from '../support/paypal-sandbox';
import { withProductDatabase } from '../support/product-database';
import { DECLINED_CARD, SUCCEEDING_CARD, type StripeJsStandIn } from '../support/stripe-js-standin';
import { paymentIntentEvent, sendStripeWebhook } from '../support/stripe-webhook';
import {
  expectNoPageErrors,
  newAccount,
  recordPosts,
  settledTitle,
  settledValue,
  shotsDir,
  siteForThisFile,
  type PageErrors,
  type SiteUnderTest,
} from '../support/site-under-test';

/** A photo-like PNG: an ember gradient with a gold disc off centre, so a crop and the ad's image can be seen. */
async function photoPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const disc = (x - width * 0.62) ** 2 + (y - height * 0.45) ** 2 < (height * 0.24) ** 2;
      pixels[i] = disc ? 233 : 60 + Math.round((x / width) * 190);
      pixels[i + 1] = disc ? 187 : 30 + Math.round((y / height) * 80);
      pixels[i + 2] = disc ? 98 : 40;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/**
 * The advertiser funnel in a real Chromium against the product in the embedded mode (spec sections 2, 4, 5, 8 and 9):
 * Create your ad on /product-pitch, the creative editor (the image uploaded, cropped to 300x250 and shown in the live
 * native-ad preview), the confirmation (register in the modal, then the campaign is activated), and the payment page.
 * The editor's messages at their fields, its own and the server's, are the component tests'
 * (frontend/src/features/advertising/components/creative-editor-page.test.tsx).
 */
describe('the advertiser funnel in a browser', () => {
  // Stripe.js from the stand-in, the product straight to stripe-mock; PayPal on its sandbox.
  const site = siteForThisFile({ posts: 60, payments: { stripe: 'page-stand-in', paypal: true } });
  let origin: string;
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;
  let saves: Request[];
  let photoFile: string;
  let tinyFile: string;
  let stripeJs: StripeJsStandIn;
  let paypal: PaypalSandbox;
  let webhookSecret: string;

  beforeAll(async () => {
    stripeJs = site.payments!.standIn!;
    paypal = site.payments!.paypal!;
    webhookSecret = site.payments!.webhookSecret;
    origin = site.origin;
    photoFile = join(site.dataDir, 'lantern-ad.png');
    writeFileSync(photoFile, await photoPng(900, 600));
    tinyFile = join(site.dataDir, 'tiny-ad.png');
    writeFileSync(tinyFile, await photoPng(280, 200));
  });

  beforeEach(async () => {
    ({ context, page, errors } = await site.newVisit({ userAgent: DESKTOP_CHROME }));
    saves = recordPosts(page, '/api/user/creative');
  });

  afterEach(async () => {
    await context?.close();
    // Chromium logs the answers that are errors on purpose (401 from /api/user/me, the refusals this test provokes).
    expectNoPageErrors(errors);
  });

  const shot = (name: string, fullPage = true) => page.screenshot({ path: join(shotsDir, `funnel-${name}.png`), animations: 'disabled', fullPage });
  const fieldError = (field: string) => page.locator(`[data-field-error="${field}"]`);
  const preview = () => page.locator('[data-ad-preview]');
  const form = () => page.locator('[data-creative-form]');

  /** From the landing to an editor: /ssna/ goes to /product-pitch, whose Create your ad starts a funnel. */
  async function openEditor(): Promise<string> {
    await page.goto('/ssna/');
    await page.waitForURL(`${origin}/product-pitch`);
    await page.getByRole('button', { name: 'Create your ad' }).waitFor();
    await shot('pitch', false);
    await page.getByRole('button', { name: 'Create your ad' }).click();
    await page.waitForURL(/\/product-pitch\/create\/[\w-]{22,64}\/new$/);
    await page.getByRole('heading', { name: 'Create your ad', level: 1 }).waitFor();
    return new URL(page.url()).pathname.split('/')[3]!;
  }

  /** Uploads the photo and keeps the largest 6:5 crop, moved a little with the keyboard. */
  async function uploadAndCrop(): Promise<void> {
    await page.locator('input[type="file"][name="image"]').setInputFiles(photoFile);
    const box = page.locator('[data-crop-box]');
    await box.waitFor();
    // The largest centred 6:5 box of a 900 x 600 image, and focus on it for the keyboard.
    expect(await box.getAttribute('data-crop')).toBe('90,0,720,600');
    // The box comes with the upload's answer; focus moves onto it in an effect after that render.
    expect(await settledValue(() => page.evaluate(() => document.activeElement?.hasAttribute('data-crop-box')), true)).toBe(true);
    await page.getByLabel('Crop size').fill('480');
    await box.focus();
    await page.keyboard.press('ArrowRight');
    const [x = NaN, y = NaN, width = NaN, height = NaN] = (await box.getAttribute('data-crop'))!.split(',').map(Number);
    expect([width, height]).toEqual([480, 400]);
    expect(x + width).toBeLessThanOrEqual(900);
    expect(y + height).toBeLessThanOrEqual(600);
    await shot('cropping');
    await page.getByRole('button', { name: 'Use this crop' }).click();
    await page.locator('img[data-creative-image]').waitFor();
  }

  it('writes an ad with its cropped image in the live preview, refuses an image too small, registers and activates the campaign', async () => {
    await openEditor();
    expect(await settledTitle(page, 'Create your ad | Emberhold Gifts')).toBe('Create your ad | Emberhold Gifts');
    await shot('editor-empty');
    const priceInput = form().getByLabel('Price');

    // Too small for a 300 x 250 ad: refused before anything is sent.
    await page.locator('input[type="file"][name="image"]').setInputFiles(tinyFile);
    await fieldError('image').filter({ hasText: 'Please upload an image of at least 300 × 250 pixels.' }).waitFor();

    await uploadAndCrop();
    expect(await fieldError('image').count()).toBe(0);
    // The preview shows the server's 300 x 250 crop.
    const previewImage = preview().locator('img');
    await previewImage.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-ad-preview] img');
      return img !== null && img.complete && img.naturalWidth === 300 && img.naturalHeight === 250;
    });

    // The preview follows the typing; the title stops at 40 characters, the price keeps digits and dots.
    await form().getByLabel('Title').fill('Hearthstone mug, glazed in dragonfire red and gold');
    expect(await form().getByLabel('Title').inputValue()).toBe('Hearthstone mug, glazed in dragonfire re');
    expect(await preview().getByRole('heading').textContent()).toBe('Hearthstone mug, glazed in dragonfire re');
    await form().getByLabel('Title').fill('Hearthstone mug');
    await preview().getByRole('heading', { name: 'Hearthstone mug' }).waitFor();
    expect(await page.locator('[data-counter]').first().textContent()).toContain('15/40');
    await form().getByLabel('Description').fill('Thrown by hand in the Kilnworks and glazed like the ember of the Ashen Court. Holds a full pint of tea.');
    await priceInput.fill('$24.50 USD');
    expect(await priceInput.inputValue()).toBe('24.50');
    expect(await fieldError('price').count()).toBe(0);
    await preview().getByText('$24.50').waitFor();
    expect(await preview().textContent()).toContain('Thrown by hand in the Kilnworks');
    await shot('editor-filled');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('editor-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A link without a scheme: it is sent with http://.
    await form().getByLabel('Link to your product').fill('kilnworks.example/mugs');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/\/product-pitch\/confirmation\/\d+$/);
    const campaignId = Number(new URL(page.url()).pathname.split('/').pop());
    const sent = new URLSearchParams(saves.at(-1)!.postData() ?? '');
    expect(Object.fromEntries(sent)).toMatchObject({ creative: 'new', title: 'Hearthstone mug', price: '24.50', link: 'http://kilnworks.example/mugs' });
    expect(sent.get('image')).toMatch(/\.webp$|\.png$|\.jpe?g$/);

    // The confirmation shows the saved ad and asks a visitor to register or log in.
    await page.getByRole('heading', { name: 'Confirm your ad' }).waitFor();
    await preview().getByRole('heading', { name: 'Hearthstone mug' }).waitFor();
    expect(await settledTitle(page, 'Confirm your ad | Emberhold Gifts')).toBe('Confirm your ad | Emberhold Gifts');
    await shot('confirmation-visitor');

    const activations = recordPosts(page, '/api/user/activate_advertiser');
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Create your account' }).waitFor();
    const account = newAccount('maker');
    await dialog.getByLabel('Username').fill(account.username);
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Logged in: the campaign becomes theirs, and the way on is the payment page.
    await page.locator('[data-activated]').waitFor();
    expect(activations).toHaveLength(1);
    expect(JSON.parse(activations[0]!.postData() ?? '{}')).toEqual({ temp_id: expect.stringMatching(/^[\w-]{22,64}$/) });
    await shot('confirmation-activated');
    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await page.waitForURL(`${origin}/product-pitch/payment/x10${campaignId}`);
    await page.getByRole('heading', { name: 'Pay for your campaign' }).waitFor();
  });

  /**
   * A visitor's whole way to the payment page, quickly: an ad written and saved, an account registered in the modal
   * and the campaign activated. Answers the campaign.
   */
  async function reachPayment(): Promise<number> {
    await openEditor();
    await page.locator('input[type="file"][name="image"]').setInputFiles(photoFile);
    await page.locator('[data-crop-box]').waitFor();
    await page.getByRole('button', { name: 'Use this crop' }).click();
    await page.locator('img[data-creative-image]').waitFor();
    await form().getByLabel('Title').fill('Wyrmglass lantern');
    await form().getByLabel('Description').fill('Blown glass the colour of a sleeping wyrm; a candle inside makes the scales glow.');
    await form().getByLabel('Price').fill('64');
    await form().getByLabel('Link to your product').fill('https://wyrmglass.example/lantern');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/\/product-pitch\/confirmation\/\d+$/);
    const campaignId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    const account = newAccount('maker');
    await dialog.getByLabel('Username').fill(account.username);
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await page.waitForURL(`${origin}/product-pitch/payment/x10${campaignId}`);
    await page.locator('[data-payment-state="choose"]').waitFor();
    return campaignId;
  }

  const total = () => page.locator('[data-payment-total]');
  const cardError = () => page.locator('[data-card-error]');

  it('pays by card with a discount code: the terms first, a declined card, then a good one confirmed by the webhook', async () => {
    const token = await insertDiscountToken(site);
    const campaignId = await reachPayment();
    expect(await settledTitle(page, 'Pay for your campaign | Emberhold Gifts')).toBe('Pay for your campaign | Emberhold Gifts');
    expect(await total().textContent()).toBe('$249.00');
    const terms = page.getByRole('link', { name: 'terms and conditions' });
    expect(await terms.getAttribute('href')).toBe('/product-pitch-terms-and-conditions/');
    await shot('payment');

    // Spec section 5: nothing is paid without the terms; nothing is asked of Stripe either.
    const intents = recordPosts(page, `/api/user/campaign/${campaignId}/payment_intent`);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await page.locator('[data-terms-error]').waitFor();
    expect(await page.locator('[data-terms-error]').textContent()).toBe('Please confirm you have read and agree to the terms and conditions');
    const checkbox = page.getByRole('checkbox', { name: /I have read and agree/ });
    expect(await checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('checkbox');
    expect(intents).toHaveLength(0);

    // A code that is no dropoff's, then the dropoff's: $186.75.
    const code = page.getByLabel('Discount code');
    await code.fill('not-a-real-code');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This discount code is not valid.').waitFor();
    expect(await total().textContent()).toBe('$249.00');
    await code.fill(token);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('[data-discount-applied]').waitFor();
    expect(await total().textContent()).toBe('$249.00$186.75');
    await shot('payment-discount', false);

    await checkbox.check();
    expect(await page.locator('[data-terms-error]').count()).toBe(0);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    const card = page.locator('[data-card-element]');
    await card.getByLabel('Card number').waitFor();
    expect(JSON.parse(intents[0]!.postData() ?? '{}')).toEqual({ terms: true, discount_token: token });
    // Stripe.js was loaded from the checkout's address, once.
    expect(await page.locator('script[data-stripe-js]').count()).toBe(1);
    expect(await page.locator('script[data-stripe-js]').getAttribute('src')).toBe(stripeJs.url);

    // A declined card: Stripe's message in the card error area; nothing is activated.
    const activations = recordPosts(page, `/api/user/campaign/${campaignId}/activate/`);
    await card.getByLabel('Card number').fill(DECLINED_CARD);
    await card.getByLabel('Expiration date').fill('12 / 34');
    await card.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay $186.75' }).click();
    await cardError().filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(await cardError().getAttribute('role')).toBe('alert');
    expect(activations).toHaveLength(0);
    await shot('payment-declined', false);

    // A good card: Stripe still confirms it (stripe-mock leaves the intent open), so the page waits and asks again.
    await card.getByLabel('Card number').fill(SUCCEEDING_CARD);
    await page.getByRole('button', { name: 'Pay $186.75' }).click();
    await page.locator('[data-payment-confirming]').waitFor();
    expect(await page.locator('[data-payment-confirming]').textContent()).toContain('Confirming your payment…');
    expect(activations).toHaveLength(1);
    const { stripe_ref: intentId, discount_token: sentToken } = JSON.parse(activations[0]!.postData() ?? '{}') as { stripe_ref: string; discount_token: string };
    expect(intentId).toMatch(/^pi_/);
    expect(sentToken).toBe(token);
    await shot('payment-confirming', false);

    // Stripe's webhook says it succeeded: the page, asking every 2 s, moves on to the dashboard.
    const webhook = await sendStripeWebhook(origin, webhookSecret, paymentIntentEvent('payment_intent.succeeded', { id: intentId, amount: 18_675, metadata: { campaign_id: String(campaignId) } }));
    expect(webhook.status).toBe(200);
    await page.waitForURL(`${origin}/product-pitch/dashboard/`, { timeout: 15_000 });
    await shot('dashboard-after-card');
  });

  it('takes an ad from the pitch page to a paid campaign that staff approve and a visitor sees, counted on the open dashboard', async () => {
    // The advertiser: from /ssna/ through the editor, the confirmation and registration to a card payment.
    const campaignId = await reachPayment();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    const activations = recordPosts(page, `/api/user/campaign/${campaignId}/activate/`);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    const card = page.locator('[data-card-element]');
    await card.getByLabel('Card number').fill(SUCCEEDING_CARD);
    await card.getByLabel('Expiration date').fill('12 / 34');
    await card.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay $249.00' }).click();
    await page.locator('[data-payment-confirming]').waitFor();
    const { stripe_ref: intentId } = JSON.parse(activations[0]!.postData() ?? '{}') as { stripe_ref: string };
    const paid = await sendStripeWebhook(origin, webhookSecret, paymentIntentEvent('payment_intent.succeeded', { id: intentId, amount: 24_900, metadata: { campaign_id: String(campaignId) } }));
    expect(paid.status).toBe(200);
    await page.waitForURL(`${origin}/product-pitch/dashboard/`, { timeout: 15_000 });
    const campaign = page.locator(`article[data-campaign-id="${campaignId}"]`);
    await campaign.waitFor();
    expect(await campaign.getAttribute('data-status')).toBe('pending_approval');
    const impressions = campaign.locator('[data-figure="impressions"] dd');
    expect(await impressions.textContent()).toBe('0');

    // Staff approve it on /admin/approve/.
    const staff = await site.register('staff');
    await withProductDatabase(site, (client) => client.query('UPDATE users SET access = true WHERE id = $1', [staff.userId]));
    const admin = await site.newVisit({ userAgent: DESKTOP_CHROME });
    try {
      expect((await admin.context.request.post('/api/user/login', { form: { username: staff.username, password: PASSWORD } })).status()).toBe(200);
      const creativeId = await withProductDatabase(site, async (client) =>
        Number((await client.query('SELECT id FROM creatives WHERE campaign_id = $1', [campaignId])).rows[0]?.id));
      await admin.page.goto('/admin/approve/');
      const item = admin.page.locator(`li[data-creative-id="${creativeId}"]`);
      expect(await item.textContent()).toContain('Wyrmglass lantern');
      await item.getByRole('button', { name: 'Approve', exact: true }).click();
      await item.waitFor({ state: 'detached' });
      expectNoPageErrors(admin.errors);
    } finally {
      await admin.context.close();
    }
    // The open dashboard shows the new status on a following poll (every 5 s), without a reload.
    await page.locator(`article[data-campaign-id="${campaignId}"][data-status="running"]`).waitFor({ timeout: 15_000 });

    // A visitor sees the ad in the home list; its impression is tracked.
    const adId = await withProductDatabase(site, async (client) =>
      Number((await client.query('SELECT id FROM native_ads WHERE campaign_id = $1 AND active', [campaignId])).rows[0]?.id));
    const visitor = await site.newVisit({ userAgent: DESKTOP_CHROME });
    try {
      const tracked = visitor.page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/user/native_ad/tracking/impression/' && JSON.parse(response.request().postData() ?? '{}').ad_id === adId,
      );
      await visitor.page.goto('/');
      const ad = visitor.page.locator(`article[data-ad-id="${adId}"]`).first();
      await ad.scrollIntoViewIfNeeded();
      expect(await ad.textContent()).toContain('Wyrmglass lantern');
      expect((await tracked).status()).toBe(200);
      expectNoPageErrors(visitor.errors);
    } finally {
      await visitor.context.close();
    }

    // Through the event log and ClickHouse, the impression reaches the advertiser's dashboard on a following poll.
    await page.waitForFunction(
      (id) => document.querySelector(`article[data-campaign-id="${id}"] [data-figure="impressions"] dd`)?.textContent === '1',
      campaignId,
      { timeout: 20_000 },
    );
    await shot('journey-dashboard-counted', false);
  });

  it('pays with PayPal through its approval page, and a cancelled approval is only noted', async () => {
    const campaignId = await reachPayment();

    // PayPal needs the terms too.
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.locator('[data-terms-error]').waitFor();

    // The buyer's visits to PayPal's approval page; the first time they leave it without approving (?cancel=1).
    const approvals: string[] = [];
    await page.route(`${paypal.url}/checkoutnow**`, (route) => {
      const url = new URL(route.request().url());
      approvals.push(url.searchParams.get('token') ?? '');
      if (approvals.length === 1) url.searchParams.set('cancel', '1');
      return route.continue({ url: url.toString() });
    });

    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    const orders = recordPosts(page, `/api/user/campaign/${campaignId}/create_paypal/`);
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.locator('[data-paypal-cancelled]').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/product-pitch/payment/x10${campaignId}`);
    expect(new URL(page.url()).search).toBe('');
    expect(orders).toHaveLength(1);
    expect(JSON.parse(orders[0]!.postData() ?? '{}')).toEqual({ terms: true });
    await shot('payment-paypal-cancelled', false);

    // Approved this time: back with ?paypal=return&token=&PayerID=, the order is captured and the campaign is paid.
    const captures = recordPosts(page, `/api/user/campaign/${campaignId}/activate_paypal/`);
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.waitForURL(`${origin}/product-pitch/dashboard/`, { timeout: 15_000 });
    expect(approvals).toHaveLength(2);
    const orderId = approvals[1]!;
    expect(captures).toHaveLength(1);
    expect(JSON.parse(captures[0]!.postData() ?? '{}')).toMatchObject({ paymentID: orderId, payerID: paypal.orders.get(orderId)?.payerId });
    expect(paypal.orders.get(orderId)?.status).toBe('COMPLETED');
    await shot('dashboard-after-paypal');
  });

  it('shows the lists\' native ads with the card the preview uses', async () => {
    await page.goto('/');
    const ad = page.locator('article[data-track="native-ad"]').first();
    await ad.waitFor();
    await ad.scrollIntoViewIfNeeded();
    expect(await ad.getAttribute('aria-label')).toMatch(/^Sponsored: .+/);
    expect(await ad.locator('span', { hasText: /^Sponsored$/ }).count()).toBe(1);
    expect(await ad.getByRole('link').first().getAttribute('rel')).toBe('nofollow sponsored noopener');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('article[data-track="native-ad"] img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    await page.screenshot({ path: join(shotsDir, 'funnel-list-native-ad.png'), animations: 'disabled' });
  });

  it('keeps visitors out of the payment page and has no page without the x10 prefix', async () => {
    await page.goto('/product-pitch/payment/x1012');
    await page.waitForURL(`${origin}/login/?next=%2Fproduct-pitch%2Fpayment%2Fx1012`);
    await page.goto('/product-pitch/payment/12');
    await page.getByRole('heading', { name: 'This path leads nowhere' }).waitFor();
    await page.goto('/product-pitch/payment/x10abc');
    await page.getByRole('heading', { name: 'This path leads nowhere' }).waitFor();
  });
});

/** A dropoff holding a fresh discount token, written straight into the product's database. */
async function insertDiscountToken(site: SiteUnderTest): Promise<string> {
  const token = `ember-${randomBytes(6).toString('hex')}`;
  await withProductDatabase(site, (client) =>
    client.query(`INSERT INTO dropoffs (email, discount_token, discount_sent_at) VALUES ($1, $2, now())`, [`dropoff.${token}@example.test`, token]));
  return token;
}
