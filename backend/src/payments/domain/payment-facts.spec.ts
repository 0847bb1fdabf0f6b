import { domainEvent } from '@emberhold/contracts';
import { factKey, paymentFacts, type PaymentFactRow } from './payment-facts';

const charge: PaymentFactRow = { id: 12, userId: 5, provider: 'stripe', amountCents: 18_675, currency: 'usd', campaignId: 7, boostDateId: null, discountToken: 'ember-1' };
const boostCharge: PaymentFactRow = { ...charge, id: 13, campaignId: null, boostDateId: 3, discountToken: null, amountCents: 49_800 };

describe('payment facts', () => {
  it('are events the projection accepts (the shared contract), keyed by what was bought', () => {
    const facts = [
      paymentFacts.succeeded(charge, null),
      paymentFacts.refunded({ ...charge, id: 14 }, 12, null),
      paymentFacts.succeeded(boostCharge, 40),
    ];
    for (const { fact } of facts) expect(domainEvent.safeParse(fact).error?.issues).toBeUndefined();
    expect(facts.map((f) => f.key)).toEqual(['campaign:7', 'campaign:7', 'boost:3']);
    // The selling context writes its facts of the purchase under the payment's key (boosts: boost.paid).
    expect(factKey(boostCharge)).toBe('boost:3');
    expect(facts[0]!.fact).toMatchObject({ type: 'payment.succeeded', user_id: 5, session_id: null, payload: { campaign_id: 7, discounted: true, amount_cents: 18_675 } });
  });

  it('carry ids derived from the payment, so a fact recorded twice would be one fact downstream', () => {
    expect(paymentFacts.succeeded(charge, null).fact.id).toBe(paymentFacts.succeeded(charge, null).fact.id);
    expect(paymentFacts.succeeded(charge, null).fact.id).not.toBe(paymentFacts.succeeded({ ...charge, id: 99 }, null).fact.id);
  });
});
