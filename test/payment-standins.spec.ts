import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHROMIUM_ARGS, STRIPE_MOCK_SECRET_KEY, startStripeMock, type StripeMockHandle } from '@emberhold/infra';
import { chromium, type Browser, type Page } from 'playwright-core';
import Stripe from 'stripe';
import { startPaypalSandbox, type PaypalSandbox } from './support/paypal-sandbox';
import { DECLINED_CARD, serveStripeJsStandIn, SUCCEEDING_CARD, type StripeJsStandIn } from './support/stripe-js-standin';

/**
 * The payment stand-ins the browser journeys use, proved on their own: the Stripe.js stand-in in Chromium on a page
 * of another origin against stripe-mock (CORS, the calls Stripe.js makes, a decline for Stripe's decline test card),
 * and the PayPal sandbox's Orders v2 answers (token, idempotent create, approval redirect, capture).
 */
describe('payment stand-ins for browser tests', () => {
  let mock: StripeMockHandle | undefined;
  let stripeUrl: string;
  let standIn: StripeJsStandIn;
  let site: Server;
  let siteOrigin: string;
  let browser: Browser;

  beforeAll(async () => {
    stripeUrl = process.env.TEST_STRIPE_URL ?? (mock = await startStripeMock()).url;
    standIn = await serveStripeJsStandIn(stripeUrl);
    // The payment page, on its own origin as the product's site is.
    site = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<!doctype html><html><head><script src="${standIn.url}"></script></head><body><form id="pay"><div id="card"></div></form></body></html>`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
    await standIn?.close();
    await mock?.stop();
  });

  /** The product's side: the SDK with its secret key, pointed at the stand-in's API (STRIPE_API_URL). */
  function serverSdk(): Stripe {
    const api = new URL(standIn.apiUrl);
    return new Stripe(STRIPE_MOCK_SECRET_KEY, { host: api.hostname, port: api.port, protocol: 'http' });
  }

  async function intent(): Promise<Stripe.PaymentIntent> {
    return serverSdk().paymentIntents.create({ amount: 24_900, currency: 'usd', automatic_payment_methods: { enabled: true }, metadata: { campaign_id: '7' } });
  }

  async function confirmWithCard(page: Page, clientSecret: string, card: string): Promise<{ paymentIntent?: { id: string; status: string }; error?: { type: string; code?: string; message: string } }> {
    await page.goto(siteOrigin);
    await page.evaluate((secret) => {
      const w = window as unknown as { Stripe: (key: string) => { elements(o: object): { create(t: string): { mount(s: string): void } } }; elements: unknown };
      const stripe = w.Stripe('pk_test_emberhold');
      const elements = stripe.elements({ clientSecret: secret, appearance: { theme: 'stripe' } });
      elements.create('payment').mount('#card');
      Object.assign(window, { stripeStandIn: stripe, elementsStandIn: elements });
    }, clientSecret);
    await page.getByLabel('Card number').fill(card);
    await page.getByLabel('Expiration date').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    return page.evaluate(async () => {
      const w = window as unknown as { stripeStandIn: { confirmPayment(o: object): Promise<unknown> }; elementsStandIn: unknown };
      return (await w.stripeStandIn.confirmPayment({ elements: w.elementsStandIn, redirect: 'if_required', confirmParams: { return_url: 'http://127.0.0.1/done' } })) as never;
    });
  }

  it('confirms a PaymentIntent from a page on another origin through stripe-mock, and declines Stripe’s decline card', async () => {
    const page = await browser.newPage();
    try {
      const paid = await intent();
      expect(paid.client_secret).toMatch(new RegExp(`^${paid.id}_secret_`));
      expect(paid.metadata).toEqual({ campaign_id: '7' });
      expect((await serverSdk().paymentIntents.retrieve(paid.id)).status).toBe('requires_payment_method');
      const ok = await confirmWithCard(page, paid.client_secret!, SUCCEEDING_CARD);
      expect(ok.error).toBeUndefined();
      expect(ok.paymentIntent).toMatchObject({ id: paid.id, status: 'succeeded' });
      expect(standIn.calls.slice(-2)).toEqual(['POST /v1/payment_methods', `POST /v1/payment_intents/${paid.id}/confirm`]);
      // The product, retrieving it with its secret key, sees what Stripe would show.
      expect(await serverSdk().paymentIntents.retrieve(paid.id)).toMatchObject({ id: paid.id, status: 'succeeded', amount: 24_900, amount_received: 24_900 });

      const refused = await intent();
      const declined = await confirmWithCard(page, refused.client_secret!, DECLINED_CARD);
      expect(declined.paymentIntent).toBeUndefined();
      expect(declined.error).toMatchObject({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
      expect(await serverSdk().paymentIntents.retrieve(refused.id)).toMatchObject({ status: 'requires_payment_method', amount_received: 0 });

      // Stripe's idempotency: the same key answers the same intent.
      const once = await serverSdk().paymentIntents.create({ amount: 500, currency: 'usd' }, { idempotencyKey: 'standin-key-1' });
      expect((await serverSdk().paymentIntents.create({ amount: 500, currency: 'usd' }, { idempotencyKey: 'standin-key-1' })).id).toBe(once.id);

      const incomplete = await confirmWithCard(page, (await intent()).client_secret!, '4242');
      expect(incomplete.error).toMatchObject({ type: 'validation_error', message: 'Your card number is incomplete.' });
      await page.screenshot({ path: join(tmpdir(), 'stripe-js-standin.png') });
    } finally {
      await page.close();
    }
  });

  describe('PayPal sandbox', () => {
    let paypal: PaypalSandbox;

    beforeAll(async () => {
      paypal = await startPaypalSandbox();
    });

    afterAll(async () => {
      await paypal?.close();
    });

    async function token(secret = paypal.clientSecret): Promise<Response> {
      return fetch(`${paypal.url}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${paypal.clientId}:${secret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      });
    }

    it('speaks Orders v2: token, idempotent create, approval redirect, capture once', async () => {
      expect((await token('wrong')).status).toBe(401);
      const { access_token: accessToken, token_type: tokenType } = (await (await token()).json()) as { access_token: string; token_type: string };
      expect(tokenType).toBe('Bearer');
      const call = (method: string, path: string, body?: object, requestId?: string) =>
        fetch(`${paypal.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', ...(requestId ? { 'paypal-request-id': requestId } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      const order = {
        intent: 'CAPTURE',
        purchase_units: [{ custom_id: 'campaign-7', amount: { currency_code: 'USD', value: '249.00' } }],
        payment_source: { paypal: { experience_context: { return_url: 'https://site.example/product-pitch/payment/x107?paypal=return', cancel_url: 'https://site.example/x?paypal=cancel' } } },
      };
      const created = await call('POST', '/v2/checkout/orders', order, 'req-1');
      expect(created.status).toBe(201);
      const body = (await created.json()) as { id: string; status: string; links: Array<{ rel: string; href: string }> };
      expect(body.status).toBe('PAYER_ACTION_REQUIRED');
      expect(body.links.find((l) => l.rel === 'payer-action')!.href).toBe(`${paypal.url}/checkoutnow?token=${body.id}`);
      expect(((await (await call('POST', '/v2/checkout/orders', order, 'req-1')).json()) as { id: string }).id).toBe(body.id);

      const notApproved = await call('POST', `/v2/checkout/orders/${body.id}/capture`, {}, 'cap-1');
      expect(notApproved.status).toBe(422);
      expect(await notApproved.json()).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });

      const redirect = await fetch(`${paypal.url}/checkoutnow?token=${body.id}`, { redirect: 'manual' });
      expect(redirect.status).toBe(302);
      const back = new URL(redirect.headers.get('location')!);
      expect([back.origin + back.pathname, back.searchParams.get('paypal'), back.searchParams.get('token')]).toEqual(['https://site.example/product-pitch/payment/x107', 'return', body.id]);
      expect(back.searchParams.get('PayerID')).toBe(paypal.orders.get(body.id)!.payerId);

      const captured = await call('POST', `/v2/checkout/orders/${body.id}/capture`, {}, 'cap-1');
      expect(captured.status).toBe(201);
      const capture = (await captured.json()) as { status: string; purchase_units: Array<{ payments: { captures: Array<{ status: string; amount: object; custom_id: string }> } }> };
      expect(capture.status).toBe('COMPLETED');
      expect(capture.purchase_units[0]!.payments.captures[0]).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'USD', value: '249.00' }, custom_id: 'campaign-7' });
      expect((await call('POST', `/v2/checkout/orders/${body.id}/capture`, {}, 'cap-1')).status).toBe(201);
      const twice = await call('POST', `/v2/checkout/orders/${body.id}/capture`, {}, 'cap-2');
      expect([twice.status, ((await twice.json()) as { details: Array<{ issue: string }> }).details[0]!.issue]).toEqual([422, 'ORDER_ALREADY_CAPTURED']);
      expect((await call('GET', '/v2/checkout/orders/NOSUCH')).status).toBe(404);
    });
  });
});
