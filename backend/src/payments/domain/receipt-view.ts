import type { ReceiptDto } from '@emberhold/contracts';
import { centsToDecimal } from './money';

/** A payments row with what its receipt names (the campaign, or the boosted post and date). */
export interface ReceiptRow {
  id: number;
  kind: 'charge' | 'refund';
  status: 'pending' | 'succeeded' | 'failed';
  provider: 'stripe' | 'paypal';
  providerRef: string;
  amountCents: number;
  currency: string;
  discountToken: string | null;
  createdAt: Date;
  campaignId: number | null;
  refundOfId: number | null;
  boostDate: { date: Date; post: { slug: string; title: string } } | null;
}

/** 'EH-000123': the receipt number printed for payment 123. */
export function receiptNumber(paymentId: number): string {
  return `EH-${String(paymentId).padStart(6, '0')}`;
}

function description(row: ReceiptRow): string {
  if (row.kind === 'refund') return `Refund of ${row.refundOfId === null ? 'a payment' : receiptNumber(row.refundOfId)}`;
  if (row.boostDate) return `Boost of “${row.boostDate.post.title}” on ${isoDay(row.boostDate.date)}`;
  if (row.campaignId !== null) return `Campaign fee for campaign #${row.campaignId}${row.discountToken ? ' (discounted)' : ''}`;
  return `Payment of $${centsToDecimal(row.amountCents)}`;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function toReceipt(row: ReceiptRow): ReceiptDto {
  return {
    id: row.id,
    number: receiptNumber(row.id),
    kind: row.kind,
    status: row.status,
    provider: row.provider,
    provider_ref: row.providerRef,
    amount_cents: row.amountCents,
    currency: row.currency,
    description: description(row),
    created_at: row.createdAt.toISOString(),
    campaign_id: row.campaignId,
    boost: row.boostDate ? { post_slug: row.boostDate.post.slug, date: isoDay(row.boostDate.date) } : null,
    refund_of: row.refundOfId,
  };
}
