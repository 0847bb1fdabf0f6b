import { captureOutcome } from './paypal-capture';

const order = (status: string, capture: { status: string; value: string; currency_code?: string; custom_id?: string } | null) => ({
  status,
  purchase_units: [
    {
      custom_id: 'campaign-7',
      ...(capture
        ? { payments: { captures: [{ status: capture.status, amount: { currency_code: capture.currency_code ?? 'USD', value: capture.value }, ...(capture.custom_id ? { custom_id: capture.custom_id } : {}) }] } }
        : {}),
    },
  ],
});

describe('what a PayPal order says about a charge', () => {
  it('is completed only for a completed capture of exactly the amount, in USD, for the purpose', () => {
    expect(captureOutcome(order('COMPLETED', { status: 'COMPLETED', value: '249.00' }), 24_900, 'campaign-7')).toBe('completed');
    expect(captureOutcome(order('COMPLETED', { status: 'COMPLETED', value: '249.00', custom_id: 'campaign-7' }), 24_900, 'campaign-7')).toBe('completed');
  });

  it('tells a capture PayPal holds, one that does not match, and none', () => {
    expect(captureOutcome(order('COMPLETED', { status: 'PENDING', value: '249.00' }), 24_900, 'campaign-7')).toBe('pending');
    expect(captureOutcome(order('COMPLETED', { status: 'COMPLETED', value: '186.75' }), 24_900, 'campaign-7')).toBe('mismatch');
    expect(captureOutcome(order('COMPLETED', { status: 'COMPLETED', value: '249.00', currency_code: 'EUR' }), 24_900, 'campaign-7')).toBe('mismatch');
    expect(captureOutcome(order('COMPLETED', { status: 'COMPLETED', value: '249.00', custom_id: 'campaign-8' }), 24_900, 'campaign-7')).toBe('mismatch');
    expect(captureOutcome(order('COMPLETED', { status: 'DECLINED', value: '249.00' }), 24_900, 'campaign-7')).toBe('none');
    expect(captureOutcome(order('APPROVED', null), 24_900, 'campaign-7')).toBe('none');
    expect(captureOutcome(null, 24_900, 'campaign-7')).toBe('none');
  });
});
