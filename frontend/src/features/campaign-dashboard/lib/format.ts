import type { ReceiptDto } from '@emberhold/contracts';

/** The dashboards' figures (shared with the staff pages), and what only receipts and reports need. */
export * from '../../../lib/figures';

/** A receipt's amount as it counts: a refund takes money back, so it is a negative line. */
export function signedAmountCents(receipt: Pick<ReceiptDto, 'kind' | 'amount_cents'>): number {
  const amount = Math.abs(receipt.amount_cents);
  return receipt.kind === 'refund' ? -amount : amount;
}

/** The payment provider as an advertiser knows it. */
export function providerLabel(provider: ReceiptDto['provider']): string {
  return provider === 'paypal' ? 'PayPal' : 'Card (Stripe)';
}

export function receiptStatusLabel(status: ReceiptDto['status']): string {
  return status === 'succeeded' ? 'Paid' : status === 'pending' ? 'Pending' : 'Failed';
}

/** /product-pitch/receipts/{id}: one receipt, printable. */
export function receiptPath(id: number): string {
  return `/product-pitch/receipts/${id}`;
}

export type ReportBy = 'day' | 'creative';

/** GET campaign/{id}/report: the breakdown of a campaign by day or by creative; `csv` asks for the same rows as a file. */
export function reportPath(campaignId: number, by: ReportBy, options: { csv?: boolean } = {}): string {
  const search = new URLSearchParams({ by });
  if (options.csv) search.set('format', 'csv');
  return `/api/user/campaign/${campaignId}/report?${search.toString()}`;
}

/** The name a downloaded breakdown is saved under: campaign-12-by-day.csv. */
export function reportFileName(campaignId: number, by: ReportBy): string {
  return `campaign-${campaignId}-by-${by}.csv`;
}
