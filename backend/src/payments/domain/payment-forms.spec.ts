import { advertisingMessages } from '@emberhold/contracts';
import { paymentTermsMessage } from './payment-forms';

describe('the payment forms', () => {
  it("names the spec's sentence whenever the terms are what is wrong", () => {
    expect(paymentTermsMessage([{ field: 'terms', message: 'x' }])).toBe(advertisingMessages.acceptConditions);
    expect(paymentTermsMessage([{ field: 'discount_token', message: 'too long' }])).toBe('discount_token: too long');
  });
});
