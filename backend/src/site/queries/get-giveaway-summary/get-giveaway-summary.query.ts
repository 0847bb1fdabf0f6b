import { Query } from '@nestjs/cqrs';

/** What the head of a giveaway page needs; null when the giveaway does not exist. */
export interface GiveawaySummary {
  slug: string;
  title: string;
  content: string;
  image: string | null;
}

export class GetGiveawaySummaryQuery extends Query<GiveawaySummary | null> {
  constructor(readonly slug: string) {
    super();
  }
}
