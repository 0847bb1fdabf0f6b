import { Query } from '@nestjs/cqrs';

/** What the head of a gift list (gift guide) page needs; null when the guide does not exist. */
export interface GiftListSummary {
  slug: string;
  parentSlug: string | null;
  name: string;
  description: string;
  image: string | null;
}

export class GetGiftListSummaryQuery extends Query<GiftListSummary | null> {
  constructor(readonly slug: string) {
    super();
  }
}
