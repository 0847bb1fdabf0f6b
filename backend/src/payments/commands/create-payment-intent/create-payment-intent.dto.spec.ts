import { createPaymentIntentBody } from './create-payment-intent.dto';

describe('the payment forms', () => {
  it('takes terms: true only, and an optional discount token ("" and null are none)', () => {
    expect(createPaymentIntentBody.parse({ terms: true })).toEqual({ terms: true, discount_token: null });
    expect(createPaymentIntentBody.parse({ terms: true, discount_token: ' ember-1 ' })).toEqual({ terms: true, discount_token: 'ember-1' });
    expect(createPaymentIntentBody.parse({ terms: true, discount_token: '' })).toEqual({ terms: true, discount_token: null });
    for (const body of [{}, { terms: false }, { terms: 'true' }, { terms: 1 }]) expect(createPaymentIntentBody.safeParse(body).success).toBe(false);
  });
});
