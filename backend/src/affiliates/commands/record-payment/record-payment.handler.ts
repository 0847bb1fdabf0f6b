import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AFFILIATE_PROGRAMS, type AffiliatePaymentDto, type AffiliateProgram } from '@emberhold/contracts';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { StaffAudit } from '../../../staff/staff.public';
import { AffiliateCurrencyMismatchError, AffiliateRefNotUsersError, AffiliateRefUnknownError } from '../../domain/affiliate-errors';
import { paymentRecordedFact } from '../../domain/affiliate-facts';
import { paymentDto, paymentSelect } from '../../infra/affiliate-rows';
import { RecordPaymentCommand } from './record-payment.command';

interface RefRow {
  user_id: number;
  program: AffiliateProgram;
}

/**
 * Records a payout to an affiliate for one of their tags (spec section 7, POST affiliate/payment/): the tag must be the
 * user's (under a share lock, so it cannot move meanwhile) and the payout in the tag's program currency. The payment,
 * its audit entry and an `affiliate.payment.recorded` fact commit together.
 */
@CommandHandler(RecordPaymentCommand)
export class RecordPaymentHandler implements ICommandHandler<RecordPaymentCommand, AffiliatePaymentDto> {
  constructor(
    private readonly outbox: OutboxTransactions,
    private readonly audit: StaffAudit,
  ) {}

  async execute({ body, staffId }: RecordPaymentCommand): Promise<AffiliatePaymentDto> {
    return this.outbox.run(async (tx, record) => {
      const [ref] = await tx.$queryRaw<RefRow[]>`SELECT user_id, program FROM affiliate_refs WHERE ref = ${body.ref} FOR SHARE`;
      if (!ref) throw new AffiliateRefUnknownError();
      if (ref.user_id !== body.user_id) throw new AffiliateRefNotUsersError();
      const currency = AFFILIATE_PROGRAMS[ref.program].currency;
      if (body.currency !== undefined && body.currency !== currency) throw new AffiliateCurrencyMismatchError();
      const payment = await tx.affiliatePayment.create({
        data: { userId: body.user_id, amount: body.amount, currency, ref: body.ref, createdById: staffId },
        select: paymentSelect,
      });
      await this.audit.record(tx, {
        actorId: staffId,
        action: 'affiliate.payment_record',
        subject: { type: 'affiliate_payment', id: payment.id },
        summary: `Recorded a payment of ${body.amount} ${currency} to ${payment.user.username} for tag ${body.ref}`,
        changes: { user_id: body.user_id, ref: body.ref, amount: body.amount, currency },
      });
      record(paymentRecordedFact({ paymentId: payment.id, userId: body.user_id, ref: body.ref, program: ref.program, amount: body.amount, currency }));
      return paymentDto(payment);
    });
  }
}
