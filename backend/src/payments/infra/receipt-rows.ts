import type { Prisma } from '@emberhold/db';

/** The columns a receipt shows, with the boosted post and date when the payment was for a boost. */
export const receiptSelect = {
  id: true,
  kind: true,
  status: true,
  provider: true,
  providerRef: true,
  amountCents: true,
  currency: true,
  discountToken: true,
  createdAt: true,
  campaignId: true,
  refundOfId: true,
  boostDate: { select: { date: true, post: { select: { slug: true, title: true } } } },
} satisfies Prisma.PaymentSelect;
