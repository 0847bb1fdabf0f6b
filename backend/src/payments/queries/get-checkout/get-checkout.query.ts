import { Query } from '@nestjs/cqrs';
import type { CheckoutDto } from '@emberhold/contracts';

/** What the payment page of one campaign needs, for its advertiser; a discount token that does not apply is ignored. */
export class GetCheckoutQuery extends Query<CheckoutDto> {
  constructor(
    readonly campaignId: number,
    readonly userId: number,
    readonly discountToken: string | null,
  ) {
    super();
  }
}
