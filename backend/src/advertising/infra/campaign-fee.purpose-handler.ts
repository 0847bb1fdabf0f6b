import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { FunnelStep } from '@emberhold/contracts';
import type { TransactionClient } from '@emberhold/db';
import type { OutboxFact } from '../../common/outbox/outbox';
import { type ChargeAttempt, type PaymentPurposeHandler, PaymentPurposes, type PurposeSettled, type SucceededCharge } from '../../payments/payments.public';
import { creativeMoves } from '../domain/creative-lifecycle';
import { funnelStepFact } from '../domain/funnel-facts';

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
    return { postId: null, facts: await this.funnelFacts(tx, campaignId, 'payment_succeeded', charge.userId, `payment-${charge.paymentId}`) };
  }

  /** The funnel's payment_started: an intent or order made for the campaign fee. */
  onStarted(tx: TransactionClient, attempt: ChargeAttempt): Promise<OutboxFact[]> {
    return this.funnelFacts(tx, attempt.subjectId, 'payment_started', attempt.userId, null);
  }

  /** The funnel's payment_failed: the provider declined or gave up on a charge of the campaign fee. */
  onFailed(tx: TransactionClient, attempt: ChargeAttempt): Promise<OutboxFact[]> {
    return this.funnelFacts(tx, attempt.subjectId, 'payment_failed', attempt.userId, null);
  }

  private async funnelFacts(tx: TransactionClient, campaignId: number, step: FunnelStep, userId: number | null, onceKey: string | null): Promise<OutboxFact[]> {
    const campaign = await tx.campaign.findUnique({ where: { id: campaignId }, select: { tempId: true } });
    if (!campaign) return [];
    return [funnelStepFact(campaign.tempId, step, { campaignId, userId, ...(onceKey ? { onceKey } : {}) })];
  }

  /** A campaign promotes its creatives, not a post. */
  postOf(): Promise<number | null> {
    return Promise.resolve(null);
  }
}
