import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { TransactionClient } from '@emberhold/db';
import { type PaymentPurposeHandler, PaymentPurposes, type PurposeSettled, type SucceededCharge } from '../../payments/payments.public';
import { boostPaidFact } from '../domain/boost-facts';

/**
 * What a paid boost buys (payments calls it in the payment's transaction): its date pending_payment → paid, which
 * the boosts.refresh job runs on the day, and the `boost.paid` fact. The payment.succeeded fact names the boost's post.
 */
@Injectable()
export class BoostPurposeHandler implements PaymentPurposeHandler, OnModuleInit {
  readonly purpose = 'boost';
  private readonly logger = new Logger(BoostPurposeHandler.name);

  constructor(private readonly purposes: PaymentPurposes) {}

  onModuleInit(): void {
    this.purposes.register(this);
  }

  async onPaid(tx: TransactionClient, charge: SucceededCharge): Promise<PurposeSettled> {
    const [updated] = await tx.$queryRaw<Array<{ id: number; post_id: number; date: Date }>>`
      UPDATE boost_dates SET status = 'paid', updated_at = now()
      WHERE id = ${charge.subjectId} AND status = 'pending_payment'
      RETURNING id, post_id, date`;
    if (updated) return { postId: updated.post_id, facts: [boostPaidFact(charge, { id: updated.id, postId: updated.post_id, date: updated.date })] };
    const boost = await tx.boostDate.findUnique({ where: { id: charge.subjectId }, select: { postId: true, status: true } });
    this.logger.warn({ boost: charge.subjectId, status: boost?.status, payment: charge.paymentId }, 'a boost was paid that was not waiting for payment');
    return { postId: boost?.postId ?? null, facts: [] };
  }

  async postOf(tx: TransactionClient, boostDateId: number): Promise<number | null> {
    return (await tx.boostDate.findUnique({ where: { id: boostDateId }, select: { postId: true } }))?.postId ?? null;
  }
}
