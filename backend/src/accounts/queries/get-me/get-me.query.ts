import { Query } from '@nestjs/cqrs';
import type { MeDto } from '@emberhold/contracts';

export class GetMeQuery extends Query<MeDto> {
  constructor(readonly userId: number) {
    super();
  }
}
