import { existsSync } from 'node:fs';
import { STRIPE_MOCK_SECRET_KEY, startStripeMock } from './stripe-mock.launcher';

describe('stripe-mock launcher', () => {
  it('serves the Stripe API on loopback and leaves neither process nor directory behind when stopped', async () => {
    const stripe = await startStripeMock();
    expect(stripe.env.STRIPE_API_URL).toBe(`http://127.0.0.1:${stripe.port}`);
    const created = await fetch(`${stripe.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STRIPE_MOCK_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=24900&currency=usd',
    });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ object: 'payment_intent', amount: 24_900, currency: 'usd' });

    await stripe.stop();

    await expect(fetch(`${stripe.url}/v1/balance`)).rejects.toThrow();
    expect(existsSync(stripe.dir)).toBe(false);
  });

  it('is the one the test run exports as TEST_STRIPE_URL', () => {
    if (process.env.EMBERHOLD_TEST_SERVICES === 'none') return;
    expect(process.env.TEST_STRIPE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
