import { Query } from '@nestjs/cqrs';
import type { PublicBoostDatesDto } from '@emberhold/contracts';

export class ListPublicBoostDatesQuery extends Query<PublicBoostDatesDto> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
