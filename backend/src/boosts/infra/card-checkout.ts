import { Injectable } from '@nestjs/common';
import type { PaymentIntentDto, PaymentResultDto } from '@emberhold/contracts';
import { CardPaymentsService } from '../../payments/payments.public';

export interface StartBoostCharge {
  userId: number | null;
  email: string;
  boostDateId: number;
  /** When the buyer's hold of the date was taken: payments started before it were an earlier buyer's. */
  heldAt: Date;
  amountCents: number;
  description: string;
}

/**
 * The boosts' side of card payments. The payments context charges, records and confirms (CardPaymentsService: one
 * open intent per boost and amount, the payment recorded once whether the page's confirm call or Stripe's webhook gets
 * there first, and in its transaction BoostPurposeHandler marks the date paid); this names the boost as the purpose.
 */
@Injectable()
export class CardCheckout {
  constructor(private readonly cards: CardPaymentsService) {}

  /** What the page needs to load Stripe.js, or null when card payments are not configured. */
  stripeConfig(): { publishable_key: string; js_url: string } | null {
    return this.cards.checkout;
  }

  start(charge: StartBoostCharge): Promise<PaymentIntentDto> {
    return this.cards.startCardPayment({
      userId: charge.userId,
      email: charge.email,
      purpose: { boostDateId: charge.boostDateId },
      amountCents: charge.amountCents,
      description: charge.description,
      openSince: charge.heldAt,
    });
  }

  confirm(ref: string, boostDateId: number): Promise<PaymentResultDto> {
    return this.cards.confirmCardPayment(ref, { boostDateId });
  }
}
