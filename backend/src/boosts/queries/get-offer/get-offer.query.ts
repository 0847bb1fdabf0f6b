import { Query } from '@nestjs/cqrs';
import type { BoostOfferDto } from '@emberhold/contracts';

export class GetOfferQuery extends Query<BoostOfferDto> {
  constructor(
    readonly slug: string,
    /** The page's `token` query value: the special price when it is BOOST_SPECIAL_TOKEN. */
    readonly token: string | undefined,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
