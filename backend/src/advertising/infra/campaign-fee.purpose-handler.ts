import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { TransactionClient } from '@emberhold/db';
import { type PaymentPurposeHandler, PaymentPurposes, type PurposeSettled, type SucceededCharge } from '../../payments/payments.public';
import { creativeMoves } from '../domain/creative-lifecycle';

/**
 * What the campaign fee buys (payments calls it in the payment's transaction): the first charge that succeeds pays the
 * campaign (its paid time, fee and discount token) and sends its drafts to the approval queue (the lifecycle's `pay`).
 */
@Injectable()
export class CampaignFeePurposeHandler implements PaymentPurposeHandler, OnModuleInit {
  readonly purpose = 'campaign-fee';
  private readonly logger = new Logger(CampaignFeePurposeHandler.name);

  constructor(private readonly purposes: PaymentPurposes) {}

  onModuleInit(): void {
    this.purposes.register(this);
  }

  async onPaid(tx: TransactionClient, charge: SucceededCharge): Promise<PurposeSettled> {
    const campaignId = charge.subjectId;
    const paid = await tx.campaign.updateMany({
      where: { id: campaignId, paidAt: null },
      data: { paidAt: new Date(), feeCents: charge.amountCents, discountToken: charge.discountToken },
    });
    if (paid.count === 1) {
      for (const { from, to } of creativeMoves('pay')) {
        await tx.creative.updateMany({ where: { campaignId, status: from }, data: { status: to } });
      }
    } else {
      this.logger.warn({ campaign: campaignId, payment: charge.paymentId }, 'a second charge succeeded for a campaign paid already; refund it');
    }
    return { postId: null, facts: [] };
  }

  /** A campaign promotes its creatives, not a post. */
  postOf(): Promise<number | null> {
    return Promise.resolve(null);
  }
}
