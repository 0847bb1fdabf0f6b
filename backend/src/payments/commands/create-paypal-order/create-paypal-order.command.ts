import { Command } from '@nestjs/cqrs';
import type { PaypalOrderDto } from '@emberhold/contracts';

/** A PayPal order for a campaign's fee, for its advertiser; the buyer approves it at PayPal and comes back to `origin`. */
export class CreatePaypalOrderCommand extends Command<PaypalOrderDto> {
  constructor(
    readonly campaignId: number,
    readonly userId: number,
    readonly discountToken: string | null,
    /** The site's origin for PayPal's return and cancel links (SiteOrigin: PUBLIC_URL, never a request header). */
    readonly origin: string,
  ) {
    super();
  }
}
