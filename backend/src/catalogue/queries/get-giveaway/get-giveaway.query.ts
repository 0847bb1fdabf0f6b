import { Query } from '@nestjs/cqrs';
import type { GiveawayDto } from '@emberhold/contracts';

export class GetGiveawayQuery extends Query<GiveawayDto> {
  constructor(readonly slug: string) {
    super();
  }
}
