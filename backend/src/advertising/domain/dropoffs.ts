import { randomBytes } from 'node:crypto';
import { DISCOUNTED_CAMPAIGN_FEE_CENTS, CAMPAIGN_FEE_CENTS, DomainError, dropoffMessages, NotFoundError, type DropoffDto } from '@emberhold/contracts';

export class DropoffNotFoundError extends NotFoundError {
  constructor() {
    super('DROPOFF_NOT_FOUND', dropoffMessages.notFound);
  }
}

export class DropoffDisqualifiedError extends DomainError {
  constructor() {
    super('conflict', 'DROPOFF_DISQUALIFIED', dropoffMessages.disqualified);
  }
}

export class PassedPitchNotFoundError extends NotFoundError {
  constructor() {
    super('PASSED_PITCH_NOT_FOUND', dropoffMessages.pitchNotFound);
  }
}

export class PitchWithoutAdvertiserError extends DomainError {
  constructor() {
    super('conflict', 'PITCH_WITHOUT_ADVERTISER', dropoffMessages.pitchWithoutAdvertiser);
  }
}

/** A one-time discount token: 192 random bits, URL-safe, so it can ride in a link as it is. */
export function newDiscountToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Where a discount mail sends its reader: the payment page of their campaign, or, with none to pay yet, the funnel's
 * start, which carries the token on to the payment page of the campaign they then make.
 */
export function discountPath(token: string, campaignId: number | null): string {
  const query = `discount_token=${encodeURIComponent(token)}`;
  return campaignId === null ? `/product-pitch/?${query}` : `/product-pitch/payment/x10${campaignId}?${query}`;
}

/**
 * A dropoff made by hand for a pitch staff passed on: its funnel id names the creative, so the unique funnel id keeps
 * it to one row per pitch however often staff press Send (the funnel's own ids are digests, never this shape).
 */
export const passedPitchFunnelId = (creativeId: number): string => `passed-pitch:${creativeId}`;

const dollars = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`);
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The discount mail (spec section 9: $249, or $186.75 with the token). */
export function discountMail(link: string): { subject: string; lines: string[]; html: string } {
  const offer = `your campaign fee is ${dollars(DISCOUNTED_CAMPAIGN_FEE_CENTS)} instead of ${dollars(CAMPAIGN_FEE_CENTS)}`;
  return {
    subject: `Your ad on Emberhold Gifts: ${dollars(DISCOUNTED_CAMPAIGN_FEE_CENTS)} instead of ${dollars(CAMPAIGN_FEE_CENTS)}`,
    lines: [
      'Hello,',
      '',
      `You started an ad on Emberhold Gifts and did not finish. Here is a one-time discount: ${offer}.`,
      '',
      `Finish your ad here: ${link}`,
      '',
      'The discount works for one campaign.',
      '',
      'The Emberhold Gifts team',
    ],
    html:
      `<p>Hello,</p><p>You started an ad on Emberhold Gifts and did not finish. Here is a one-time discount: ${escapeHtml(offer)}.</p>` +
      `<p><a href="${escapeHtml(link)}">Finish your ad</a></p><p>The discount works for one campaign.</p><p>The Emberhold Gifts team</p>`,
  };
}

export interface DropoffRow {
  id: number;
  email: string;
  userId: number | null;
  campaignId: number | null;
  lastStep: string;
  leftAt: Date;
  discountSentAt: Date | null;
  disqualified: boolean;
  disqualifyReason: string | null;
  user?: { username: string } | null;
}

export function toDropoffDto(row: DropoffRow): DropoffDto {
  return {
    id: row.id,
    email: row.email,
    user_id: row.userId,
    username: row.user?.username ?? null,
    campaign_id: row.campaignId,
    last_step: row.lastStep,
    left_at: row.leftAt.toISOString(),
    discount_sent: row.discountSentAt !== null,
    discount_sent_at: row.discountSentAt?.toISOString() ?? null,
    disqualified: row.disqualified,
    disqualify_reason: row.disqualifyReason,
  };
}

export const DROPOFF_SELECT = {
  id: true,
  email: true,
  userId: true,
  campaignId: true,
  lastStep: true,
  leftAt: true,
  discountSentAt: true,
  disqualified: true,
  disqualifyReason: true,
  user: { select: { username: true } },
} as const;
