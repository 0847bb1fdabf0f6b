import { receiptNumber, toReceipt, type ReceiptRow } from './receipt-view';

const row = (overrides: Partial<ReceiptRow> = {}): ReceiptRow => ({
  id: 42,
  kind: 'charge',
  status: 'succeeded',
  provider: 'stripe',
  providerRef: 'pi_123',
  amountCents: 24_900,
  currency: 'usd',
  discountToken: null,
  createdAt: new Date('2026-11-23T10:00:00Z'),
  campaignId: 7,
  refundOfId: null,
  boostDate: null,
  ...overrides,
});

describe('receipts', () => {
  it('numbers payments EH- and six digits', () => {
    expect([1, 123, 1_234_567].map(receiptNumber)).toEqual(['EH-000001', 'EH-000123', 'EH-1234567']);
  });

  it('describes a campaign fee, a discounted one, a boost and a refund', () => {
    expect(toReceipt(row()).description).toBe('Campaign fee for campaign #7');
    expect(toReceipt(row({ discountToken: 'ember', amountCents: 18_675 })).description).toBe('Campaign fee for campaign #7 (discounted)');
    const boost = toReceipt(row({ campaignId: null, boostDate: { date: new Date('2026-12-03T00:00:00Z'), post: { slug: 'ember-lantern', title: 'Ember Lantern' } } }));
    expect([boost.description, boost.boost]).toEqual(['Boost of “Ember Lantern” on 2026-12-03', { post_slug: 'ember-lantern', date: '2026-12-03' }]);
    const refund = toReceipt(row({ id: 43, kind: 'refund', refundOfId: 42 }));
    expect([refund.number, refund.description, refund.refund_of]).toEqual(['EH-000043', 'Refund of EH-000042', 42]);
  });
});
