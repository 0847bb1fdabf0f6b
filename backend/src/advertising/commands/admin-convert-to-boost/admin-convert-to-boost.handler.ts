import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ConvertedBoostDto, DomainError } from '@emberhold/contracts';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { BoostDateMissingError, boostDateFrom, ConvertedBoosts, convertedBoostPaidFact, CreativeAlreadyConvertedError } from '../../../boosts/boosts.public';
import { StaffAudit } from '../../../staff/staff.public';
import type { CreativeStatus } from '../../domain/creative-lifecycle';
import { CreativeNotFoundError } from '../../domain/funnel';
import { AdminConvertToBoostCommand } from './admin-convert-to-boost.command';

export const CAMPAIGN_NOT_PAID = "This creative's campaign has not been paid for, so it cannot be converted to a boost.";
export const PAYMENT_ALREADY_CONVERTED = "This campaign's payment already paid for a boost converted from another of its creatives.";
export const NO_ADVERTISER = 'This campaign has no advertiser account to give the boost to.';

interface CreativeRow {
  status: CreativeStatus;
  title: string;
  campaign_id: number;
  advertiser_id: number | null;
}

interface PaymentRow {
  id: number;
  amount_cents: number;
  user_id: number | null;
  boost_date_id: number | null;
}

const conflict = (code: string, message: string) => new DomainError('conflict', code, message);

/**
 * Staff turn a paid creative into a paid boost of a post (spec section 5's date rules), all in one transaction under
 * the creative's and then its campaign payment's row locks: the date is booked as `paid` for the advertiser at the
 * payment's amount (boost_dates.converted_from_creative_id names the creative, once: the unique index refuses a second
 * conversion even when two race), the campaign's payment carries over to the boost (its ledger row gets the boost's
 * id, once, and is never deleted), the creative is finished and its native ad leaves the lists; the audit trail and a
 * `boost.paid` fact record it with the change.
 */
@CommandHandler(AdminConvertToBoostCommand)
export class AdminConvertToBoostHandler implements ICommandHandler<AdminConvertToBoostCommand, ConvertedBoostDto> {
  constructor(
    private readonly outbox: OutboxTransactions,
    private readonly boosts: ConvertedBoosts,
    private readonly audit: StaffAudit,
  ) {}

  async execute({ body, staffId, now }: AdminConvertToBoostCommand): Promise<ConvertedBoostDto> {
    const date = boostDateFrom({ date: body.date, month: body.month, year: body.year });
    if (date === null) throw new BoostDateMissingError();
    const creativeId = body.ad_id;
    return this.outbox.run(async (tx, record) => {
      const [creative] = await tx.$queryRaw<CreativeRow[]>`
        SELECT c.status::text AS status, c.title, c.campaign_id, k.advertiser_id
        FROM creatives c JOIN campaigns k ON k.id = c.campaign_id
        WHERE c.id = ${creativeId}
        FOR UPDATE OF c`;
      if (!creative) throw new CreativeNotFoundError();
      if ((await this.boosts.ofCreative(tx, creativeId)) !== null) throw new CreativeAlreadyConvertedError();
      const post = await this.boosts.boostablePost(tx, body.post_id);
      // The campaign fee's charge that succeeded (refunds are rows of their own): what paid for the creative.
      const [payment] = await tx.$queryRaw<PaymentRow[]>`
        SELECT p.id, p.amount_cents, p.user_id, p.boost_date_id
        FROM payments p
        WHERE p.campaign_id = ${creative.campaign_id} AND p.kind = 'charge' AND p.status = 'succeeded'
          AND NOT EXISTS (SELECT 1 FROM payments r WHERE r.refund_of_id = p.id AND r.kind = 'refund' AND r.status = 'succeeded')
        ORDER BY p.id
        LIMIT 1
        FOR UPDATE OF p`;
      if (!payment) throw conflict('CAMPAIGN_NOT_PAID', CAMPAIGN_NOT_PAID);
      if (payment.boost_date_id !== null) throw conflict('PAYMENT_ALREADY_CONVERTED', PAYMENT_ALREADY_CONVERTED);
      const advertiserId = creative.advertiser_id ?? payment.user_id;
      const advertiser = advertiserId === null ? null : await tx.user.findUnique({ where: { id: advertiserId }, select: { id: true, email: true } });
      if (!advertiser) throw conflict('NO_ADVERTISER', NO_ADVERTISER);

      const boost = await this.boosts.bookPaid(tx, { date, postId: post.id, creativeId, userId: advertiser.id, email: advertiser.email, priceCents: payment.amount_cents, now });
      const linked = await tx.$executeRaw`UPDATE payments SET boost_date_id = ${boost.id}, updated_at = now() WHERE id = ${payment.id} AND boost_date_id IS NULL`;
      if (linked !== 1) throw conflict('PAYMENT_ALREADY_CONVERTED', PAYMENT_ALREADY_CONVERTED);
      await tx.creative.update({ where: { id: creativeId }, data: { status: 'finished', finishedAt: now } });
      await tx.nativeAd.updateMany({ where: { creativeId, active: true }, data: { active: false } });
      await this.audit.record(tx, {
        actorId: staffId,
        action: 'creative.convert_to_boost',
        subject: { type: 'creative', id: creativeId },
        summary: `Converted “${creative.title}” to a boost of “${post.title}” on ${date}`,
        changes: {
          status: { from: creative.status, to: 'finished' },
          boost_id: boost.id,
          post_id: post.id,
          date,
          payment_id: payment.id,
          price_cents: payment.amount_cents,
        },
      });
      record(
        convertedBoostPaidFact({ boostId: boost.id, postId: post.id, date, paymentId: payment.id, amountCents: payment.amount_cents, userId: advertiser.id, campaignId: creative.campaign_id }),
      );
      return { boost_id: boost.id, creative_id: creativeId, post_id: post.id, date, price_cents: payment.amount_cents, payment_id: payment.id };
    });
  }
}
