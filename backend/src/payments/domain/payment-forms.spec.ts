import { advertisingMessages } from '@emberhold/contracts';
import { paymentTermsBody, paymentTermsMessage } from './payment-forms';

describe('the payment forms', () => {
  it('takes terms: true only, and an optional discount token ("" and null are none)', () => {
    expect(paymentTermsBody.parse({ terms: true })).toEqual({ terms: true, discount_token: null });
    expect(paymentTermsBody.parse({ terms: true, discount_token: ' ember-1 ' })).toEqual({ terms: true, discount_token: 'ember-1' });
    expect(paymentTermsBody.parse({ terms: true, discount_token: '' })).toEqual({ terms: true, discount_token: null });
    for (const body of [{}, { terms: false }, { terms: 'true' }, { terms: 1 }]) expect(paymentTermsBody.safeParse(body).success).toBe(false);
  });

  it("names the spec's sentence whenever the terms are what is wrong", () => {
    expect(paymentTermsMessage([{ field: 'terms', message: 'x' }])).toBe(advertisingMessages.acceptConditions);
    expect(paymentTermsMessage([{ field: 'discount_token', message: 'too long' }])).toBe('discount_token: too long');
  });
});
