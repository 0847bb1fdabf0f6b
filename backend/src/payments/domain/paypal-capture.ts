import { decimalToCents } from './money';

/** The parts of a PayPal order a capture is checked on (PaypalOrder, without the gateway). */
interface CapturedOrder {
  status: string;
  purchase_units?: Array<{ custom_id?: string; payments?: { captures?: Array<{ status: string; amount: { currency_code: string; value: string }; custom_id?: string }> } }>;
}

/**
 * What a PayPal order says about our charge: `completed` when it is COMPLETED with a COMPLETED capture of exactly
 * `amountCents` in USD for `customId`; `pending` when PayPal holds that capture (PENDING, for review); `mismatch` when
 * a capture exists for another amount, currency or purpose; `none` when nothing was captured.
 */
export function captureOutcome(order: CapturedOrder | null, amountCents: number, customId: string): 'completed' | 'pending' | 'mismatch' | 'none' {
  const unit = order?.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (!order || !capture) return 'none';
  const ours = (capture.custom_id ?? unit?.custom_id ?? customId) === customId;
  if (!ours || capture.amount.currency_code !== 'USD' || decimalToCents(capture.amount.value) !== amountCents) return 'mismatch';
  if (capture.status === 'PENDING') return 'pending';
  return order.status === 'COMPLETED' && capture.status === 'COMPLETED' ? 'completed' : 'none';
}
