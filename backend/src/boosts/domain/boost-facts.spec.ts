import { domainEvent } from '@emberhold/contracts';
import type { SucceededCharge } from '../../payments/payments.public';
import { boostPaidFact } from './boost-facts';

const charge: SucceededCharge = { paymentId: 13, subjectId: 3, userId: 5, amountCents: 49_800, discountToken: null, factKey: 'boost:3' };
const boost = { id: 3, postId: 40, date: new Date('2026-12-03T00:00:00Z') };

describe('the boost.paid fact', () => {
  it('is an event the projection accepts (the shared contract), keyed with its payment', () => {
    const { fact, key } = boostPaidFact(charge, boost);
    expect(domainEvent.safeParse(fact).error?.issues).toBeUndefined();
    expect(key).toBe('boost:3');
    expect(fact).toMatchObject({ type: 'boost.paid', user_id: 5, session_id: null });
    expect(fact.payload).toEqual({ boost_date_id: 3, post_id: 40, date: '2026-12-03', payment_id: 13, amount_cents: 49_800 });
  });

  it('carries an id derived from the boost and the payment, so a fact recorded twice would be one fact downstream', () => {
    expect(boostPaidFact(charge, boost).fact.id).toBe(boostPaidFact(charge, boost).fact.id);
    expect(boostPaidFact(charge, boost).fact.id).not.toBe(boostPaidFact({ ...charge, paymentId: 99 }, boost).fact.id);
  });
});
