import { Query } from '@nestjs/cqrs';
import type { GiveawayDto } from '@emberhold/contracts';

/** The site treats a page of fewer than 5 as the last (spec section 9), so a page holds exactly 5. */
export const GIVEAWAYS_PAGE_SIZE = 5;

export class GetGiveawaysQuery extends Query<GiveawayDto[]> {
  constructor(readonly page: number) {
    super();
  }
}
