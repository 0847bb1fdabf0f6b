import { Query } from '@nestjs/cqrs';
import type { GiveawayEntryDto } from '@emberhold/contracts';

export class GetGiveawayEntryQuery extends Query<GiveawayEntryDto> {
  constructor(
    readonly userId: number,
    readonly slug: string,
  ) {
    super();
  }
}
