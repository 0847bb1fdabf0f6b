import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DropoffDto } from '@emberhold/contracts';
import type { TransactionClient } from '@emberhold/db';
import { SiteOrigin } from '../../../common/http/site-origin';
import { OutboxMail } from '../../../common/mail/outbox-mail';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { StaffAudit } from '../../../staff/staff.public';
import {
  discountMail,
  discountPath,
  DROPOFF_SELECT,
  DropoffDisqualifiedError,
  DropoffNotFoundError,
  newDiscountToken,
  PassedPitchNotFoundError,
  passedPitchFunnelId,
  PitchWithoutAdvertiserError,
  toDropoffDto,
} from '../../domain/dropoffs';
import { SendDropoffDiscountCommand } from './send-dropoff-discount.command';

/**
 * Sends a discount once per dropoff. Everything happens under the dropoff's row lock, and a dropoff that already has
 * its mail answers as it stands: a double click, a retried request or two staff at once give one token, one mail (the
 * outbox fact commits with the token, and the dispatcher sends each mail id once) and one audit entry, and every
 * caller gets the same answer. A passed pitch first gets its dropoff (one per creative, under the creative's lock).
 */
@CommandHandler(SendDropoffDiscountCommand)
export class SendDropoffDiscountHandler implements ICommandHandler<SendDropoffDiscountCommand, DropoffDto> {
  constructor(
    private readonly transactions: OutboxTransactions,
    private readonly mail: OutboxMail,
    private readonly site: SiteOrigin,
    private readonly audit: StaffAudit,
  ) {}

  async execute({ target, actorId }: SendDropoffDiscountCommand): Promise<DropoffDto> {
    return this.transactions.run(async (tx, record) => {
      const dropoffId = 'dropoffId' in target ? target.dropoffId : await this.dropoffOfPitch(tx, target.creativeId);
      const [locked] = await tx.$queryRaw<Array<{ id: number }>>`SELECT id FROM dropoffs WHERE id = ${dropoffId} FOR UPDATE`;
      if (!locked) throw new DropoffNotFoundError();
      const dropoff = await tx.dropoff.findUniqueOrThrow({ where: { id: dropoffId }, select: { ...DROPOFF_SELECT, discountToken: true } });
      if (dropoff.disqualified) throw new DropoffDisqualifiedError();
      if (dropoff.discountSentAt !== null) return toDropoffDto(dropoff);

      const token = dropoff.discountToken ?? newDiscountToken();
      const link = this.site.link(discountPath(token, dropoff.campaignId));
      const { fact, mailId } = this.mail.request({ kind: 'dropoff_discount', to: dropoff.email, ...discountMail(link) });
      record(fact);
      const sent = await tx.dropoff.update({
        where: { id: dropoffId },
        data: { discountToken: token, discountSentAt: new Date(), discountSentById: actorId, discountMailId: mailId },
        select: DROPOFF_SELECT,
      });
      await this.audit.record(tx, {
        actorId,
        action: 'dropoff.send_discount',
        subject: { type: 'dropoff', id: dropoffId },
        summary: `Sent a discount to ${dropoff.email}`,
        changes: { email: dropoff.email, campaign_id: dropoff.campaignId, mail_id: mailId, ...('creativeId' in target ? { creative_id: target.creativeId } : {}) },
      });
      return toDropoffDto(sent);
    });
  }

  /**
   * The dropoff of a passed pitch, made the first time: the advertiser, bound to the pitch's campaign while it is
   * unpaid (paid and passed on, the token is for their next campaign).
   */
  private async dropoffOfPitch(tx: TransactionClient, creativeId: number): Promise<number> {
    const [creative] = await tx.$queryRaw<Array<{ status: string; campaign_id: number; paid_at: Date | null; advertiser_id: number | null }>>`
      SELECT c.status::text AS status, c.campaign_id, k.paid_at, k.advertiser_id
      FROM creatives c JOIN campaigns k ON k.id = c.campaign_id
      WHERE c.id = ${creativeId}
      FOR UPDATE OF c`;
    if (!creative || creative.status !== 'disapproved') throw new PassedPitchNotFoundError();
    const funnelId = passedPitchFunnelId(creativeId);
    const existing = await tx.dropoff.findUnique({ where: { funnelId }, select: { id: true } });
    if (existing) return existing.id;
    if (creative.advertiser_id === null) throw new PitchWithoutAdvertiserError();
    const advertiser = await tx.user.findUniqueOrThrow({ where: { id: creative.advertiser_id }, select: { id: true, email: true } });
    const made = await tx.dropoff.create({
      data: {
        email: advertiser.email,
        userId: advertiser.id,
        campaignId: creative.paid_at === null ? creative.campaign_id : null,
        funnelId,
        lastStep: creative.paid_at === null ? 'creative_saved' : 'payment_started',
        leftAt: new Date(),
      },
      select: { id: true },
    });
    return made.id;
  }
}
