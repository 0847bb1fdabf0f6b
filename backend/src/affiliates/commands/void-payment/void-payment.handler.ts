import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AFFILIATE_PROGRAMS, affiliatePrograms, type AffiliateCurrency, type AffiliatePaymentDto, type AffiliateProgram } from '@emberhold/contracts';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { StaffAudit } from '../../../staff/staff.public';
import { AffiliatePaymentNotFoundError, AffiliatePaymentVoidedError } from '../../domain/affiliate-errors';
import { paymentVoidedFact } from '../../domain/affiliate-facts';
import { paymentDto, paymentSelect } from '../../infra/affiliate-rows';
import { VoidPaymentCommand } from './void-payment.command';

interface PaymentRow {
  user_id: number;
  voided_at: Date | null;
}

/** The program a payout was for: its currency is the program's. */
const programOfCurrency = (currency: AffiliateCurrency): AffiliateProgram => affiliatePrograms.find((program) => AFFILIATE_PROGRAMS[program].currency === currency) ?? 'us';

/**
 * Voids a recorded payout (spec section 7, POST affiliate/payment/delete/): the report stops counting it, the record
 * stays with when, by whom and why. Under the payment's row lock, so a double click voids it once and the second
 * answers 409; the audit entry and an `affiliate.payment.voided` fact commit with it.
 */
@CommandHandler(VoidPaymentCommand)
export class VoidPaymentHandler implements ICommandHandler<VoidPaymentCommand, AffiliatePaymentDto> {
  constructor(
    private readonly outbox: OutboxTransactions,
    private readonly audit: StaffAudit,
  ) {}

  async execute({ body, staffId }: VoidPaymentCommand): Promise<AffiliatePaymentDto> {
    return this.outbox.run(async (tx, record) => {
      const [payment] = await tx.$queryRaw<PaymentRow[]>`
        SELECT user_id, voided_at FROM affiliate_payments WHERE id = ${body.id} FOR UPDATE`;
      if (!payment) throw new AffiliatePaymentNotFoundError();
      if (payment.voided_at !== null) throw new AffiliatePaymentVoidedError();
      const voided = await tx.affiliatePayment.update({
        where: { id: body.id },
        data: { voidedAt: new Date(), voidedById: staffId, voidReason: body.reason ?? null },
        select: paymentSelect,
      });
      const dto = paymentDto(voided);
      await this.audit.record(tx, {
        actorId: staffId,
        action: 'affiliate.payment_void',
        subject: { type: 'affiliate_payment', id: body.id },
        summary: `Voided the payment of ${dto.amount} ${dto.currency} to ${dto.user.username} for tag ${dto.ref}`,
        changes: { voided: { from: false, to: true }, ...(body.reason ? { reason: body.reason } : {}) },
      });
      record(paymentVoidedFact({ paymentId: body.id, userId: payment.user_id, ref: dto.ref, program: programOfCurrency(dto.currency), amount: dto.amount, currency: dto.currency }));
      return dto;
    });
  }
}
