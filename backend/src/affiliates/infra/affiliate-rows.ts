import type { AffiliateCurrency, AffiliatePaymentDto, AffiliateProgram, AffiliateRefDto, AffiliateUserDto } from '@emberhold/contracts';
import type { Prisma } from '@emberhold/db';

const userFields = { select: { id: true, username: true } } as const;

/** What a payment's answer needs of its row. */
export const paymentSelect = {
  id: true,
  amount: true,
  currency: true,
  ref: true,
  createdAt: true,
  voidedAt: true,
  voidReason: true,
  user: userFields,
  createdBy: userFields,
  voidedBy: userFields,
} as const satisfies Prisma.AffiliatePaymentSelect;

export type PaymentRow = Prisma.AffiliatePaymentGetPayload<{ select: typeof paymentSelect }>;

const userDto = (user: { id: number; username: string }): AffiliateUserDto => ({ user_id: user.id, username: user.username });

export function paymentDto(row: PaymentRow): AffiliatePaymentDto {
  return {
    id: row.id,
    user: userDto(row.user),
    ref: row.ref,
    // numeric(10,2) read back as a Decimal: its text is exact.
    amount: row.amount.toFixed(2),
    currency: row.currency as AffiliateCurrency,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy ? userDto(row.createdBy) : null,
    voided_at: row.voidedAt?.toISOString() ?? null,
    voided_by: row.voidedBy ? userDto(row.voidedBy) : null,
    void_reason: row.voidReason,
  };
}

/** What a ref's answer needs of its row. */
export const refSelect = {
  ref: true,
  program: true,
  createdAt: true,
  user: { select: { id: true, username: true, email: true } },
} as const satisfies Prisma.AffiliateRefSelect;

export type RefRow = Prisma.AffiliateRefGetPayload<{ select: typeof refSelect }>;

export function refDto(row: RefRow): AffiliateRefDto {
  return {
    ref: row.ref,
    program: row.program as AffiliateProgram,
    user: { ...userDto(row.user), email: row.user.email },
    assigned_at: row.createdAt.toISOString(),
  };
}

export { userDto };
