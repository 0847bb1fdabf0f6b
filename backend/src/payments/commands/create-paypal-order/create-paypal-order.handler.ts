import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PaypalOrderDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { paymentPagePath } from '../../domain/campaign-fee';
import { AlreadyPaidError, PaypalUnavailableError } from '../../domain/payment-errors';
import { chargeAttemptKey, purposeKey } from '../../domain/payment-purpose';
import { captureOutcome } from '../../domain/paypal-capture';
import { CampaignCheckout } from '../../infra/campaign-checkout';
import { PaymentLedger } from '../../infra/payment-ledger';
import { PaypalGateway, type PaypalOrder } from '../../infra/paypal-gateway';
import { CreatePaypalOrderCommand } from './create-paypal-order.command';

/** Orders the buyer can still approve (or has approved, not yet captured). */
const OPEN_ORDER = new Set(['CREATED', 'SAVED', 'APPROVED', 'PAYER_ACTION_REQUIRED']);

/**
 * Creates the PayPal order (Orders v2, intent CAPTURE, custom_id `campaign-<id>`) with a pending payments row whose
 * provider_ref is the order id. Idempotent like card payments: an open order of the same amount is answered again; a
 * new one is created under `campaign-<id>:paypal:<amount>:attempt-<n>`, which is also its PayPal-Request-Id.
 */
@CommandHandler(CreatePaypalOrderCommand)
export class CreatePaypalOrderHandler implements ICommandHandler<CreatePaypalOrderCommand, PaypalOrderDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly campaigns: CampaignCheckout,
    private readonly paypal: PaypalGateway,
    private readonly ledger: PaymentLedger,
  ) {}

  async execute({ campaignId, userId, discountToken, origin }: CreatePaypalOrderCommand): Promise<PaypalOrderDto> {
    const campaign = await this.campaigns.ownedCampaign(campaignId, userId);
    if (campaign.paidAt) throw new AlreadyPaidError();
    const price = await this.campaigns.priceFor(campaignId, discountToken);
    if (!this.paypal.configured) throw new PaypalUnavailableError();
    const purposeWhere = { campaignId, provider: 'paypal' as const, kind: 'charge' as const };

    const open = await this.prisma.payment.findMany({ where: { ...purposeWhere, status: 'pending' }, orderBy: { id: 'desc' } });
    for (const row of open) {
      const order = row.amountCents === price.feeCents ? await this.paypal.getOrder(row.providerRef) : null;
      const approveUrl = order && OPEN_ORDER.has(order.status) ? PaypalGateway.approveUrl(order) : null;
      if (order && approveUrl) return { order_id: order.id, approve_url: approveUrl };
      if (order?.status === 'COMPLETED' && captureOutcome(order, row.amountCents, purposeKey({ campaignId })) === 'completed') {
        // Captured at PayPal, but the answer of our capture call was lost: it is paid.
        await this.ledger.recordSucceeded(row.id);
        throw new AlreadyPaidError();
      }
      // Another amount (PayPal orders cannot be withdrawn: an unapproved order expires), or an order PayPal dropped.
      await this.ledger.markFailed(row.id);
    }

    const attempt = await this.prisma.payment.count({ where: { ...purposeWhere, status: 'failed' } });
    const idempotencyKey = chargeAttemptKey({ campaignId }, 'paypal', price.feeCents, attempt);
    const page = `${origin}${paymentPagePath(campaignId)}`;
    const order = await this.paypal.createOrder({
      requestId: idempotencyKey,
      customId: purposeKey({ campaignId }),
      amountCents: price.feeCents,
      description: `Emberhold Gifts campaign fee (campaign #${campaignId})`,
      returnUrl: `${page}?paypal=return`,
      cancelUrl: `${page}?paypal=cancel`,
    });
    await this.prisma.payment.createMany({
      data: [
        {
          campaignId,
          userId,
          provider: 'paypal',
          kind: 'charge',
          status: 'pending',
          amountCents: price.feeCents,
          currency: 'usd',
          providerRef: order.id,
          idempotencyKey,
          discountToken: price.discountToken,
        },
      ],
      skipDuplicates: true,
    });
    const row = await this.prisma.payment.findUniqueOrThrow({ where: { idempotencyKey } });
    if (row.providerRef === order.id) await this.ledger.recordStarted(row.id);
    const stored: PaypalOrder | null = row.providerRef === order.id ? order : await this.paypal.getOrder(row.providerRef);
    const approveUrl = stored ? PaypalGateway.approveUrl(stored) : null;
    if (!stored || !approveUrl) throw new PaypalUnavailableError('unreachable');
    return { order_id: stored.id, approve_url: approveUrl };
  }
}
