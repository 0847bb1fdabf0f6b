import { type PaymentPurposeHandler, PaymentPurposes, UnknownPaymentPurposeError } from './payment-purposes';

const handler = (purpose: PaymentPurposeHandler['purpose']): PaymentPurposeHandler => ({
  purpose,
  onPaid: () => Promise.resolve({ postId: null, facts: [] }),
  postOf: () => Promise.resolve(null),
});

describe('the payment purposes registry', () => {
  it('hands each purpose to the handler its context registered', () => {
    const purposes = new PaymentPurposes();
    const campaignFee = handler('campaign-fee');
    const boost = handler('boost');
    purposes.register(campaignFee);
    purposes.register(boost);
    expect(purposes.handlerFor('campaign-fee')).toBe(campaignFee);
    expect(purposes.handlerFor('boost')).toBe(boost);
  });

  it('refuses a purpose no context registered', () => {
    const purposes = new PaymentPurposes();
    purposes.register(handler('campaign-fee'));
    expect(() => purposes.handlerFor('boost')).toThrow(UnknownPaymentPurposeError);
    expect(() => purposes.handlerFor('discount' as never)).toThrow('no context settles payments for the purpose "discount"');
  });

  it('refuses a second handler for the same purpose', () => {
    const purposes = new PaymentPurposes();
    purposes.register(handler('boost'));
    expect(() => purposes.register(handler('boost'))).toThrow('payments for the purpose "boost" have a handler already');
  });
});
