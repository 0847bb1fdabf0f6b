import { randomBytes, randomUUID } from 'node:crypto';
import type { ApiUnderTest, ApiUser, InjectedResponse } from './api-under-test.test-support';
import { STRIPE_PUBLISHABLE_KEY } from './test-constants.test-support';

/*
 * What the payment suites set up and read besides the calls they test (the product itself starts with
 * apiForThisFile({ payments })).
 */

/** A campaign of `advertiser` with one draft creative, written directly (the funnel calls belong to advertising). */
export async function campaignWithDraft(product: ApiUnderTest, advertiser: ApiUser | null): Promise<{ campaignId: number; creativeId: number }> {
  const campaign = await product.infrastructure.prisma.campaign.create({
    data: {
      advertiserId: advertiser?.userId ?? null,
      tempId: randomUUID(),
      creatives: { create: [{ title: 'Wyrmscale Lantern', content: 'Hand-forged, ember-lit.', link: 'https://maker.example/lantern', price: '49.00' }] },
    },
    include: { creatives: true },
  });
  return { campaignId: campaign.id, creativeId: campaign.creatives[0]!.id };
}

/** A dropoff holding a fresh discount token. */
export async function discountToken(product: ApiUnderTest, options: { campaignId?: number; disqualified?: boolean } = {}): Promise<string> {
  const token = `ember-${randomBytes(6).toString('hex')}`;
  await product.infrastructure.prisma.dropoff.create({
    data: { email: `dropoff.${token}@example.test`, discountToken: token, discountSentAt: new Date(), campaignId: options.campaignId ?? null, disqualified: options.disqualified ?? false },
  });
  return token;
}

/** The `data` of an answer in the advertising envelope ({meta, data}). */
export function dataOf<T = Record<string, unknown>>(response: InjectedResponse): T {
  return (response.json() as { data: T }).data;
}

/** meta.error of an error answer. */
export function errorOf(response: InjectedResponse): string {
  return (response.json() as { meta: { error: string } }).meta.error;
}

/** The outbox facts of a type for a campaign (payload.campaign_id), oldest first. */
export async function factsFor(product: ApiUnderTest, type: string, where: { campaignId?: number; boostDateId?: number }): Promise<Array<Record<string, unknown>>> {
  const rows = await product.infrastructure.prisma.outboxEvent.findMany({
    where: {
      AND: [
        { payload: { path: ['type'], equals: type } },
        where.campaignId !== undefined
          ? { payload: { path: ['payload', 'campaign_id'], equals: where.campaignId } }
          : { payload: { path: ['payload', 'boost_date_id'], equals: where.boostDateId ?? 0 } },
      ],
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => row.payload as Record<string, unknown>);
}

/**
 * What the payment page's Stripe.js does with a card (through the stand-in's API, with the publishable key): a
 * PaymentMethod, then the intent confirmed with it. Answers Stripe's status code.
 */
export async function confirmAsBrowser(apiUrl: string, clientSecret: string, cardNumber = '4242424242424242'): Promise<number> {
  const post = (path: string, body: Record<string, string>) =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STRIPE_PUBLISHABLE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
  const method = (await (await post('/v1/payment_methods', { type: 'card', 'card[number]': cardNumber, 'card[exp_month]': '12', 'card[exp_year]': '2034', 'card[cvc]': '123' })).json()) as { id: string };
  const intentId = clientSecret.split('_secret_')[0]!;
  return (await post(`/v1/payment_intents/${intentId}/confirm`, { client_secret: clientSecret, payment_method: method.id })).status;
}
