import { Query } from '@nestjs/cqrs';
import type { PromoEmailDto } from '@emberhold/contracts';

/** A page of the promo emails sent, newest first. */
export class ListPromoEmailsQuery extends Query<{ promoEmails: PromoEmailDto[]; hasMore: boolean }> {
  constructor(readonly page: number) {
    super();
  }
}
