import { Query } from '@nestjs/cqrs';
import type { BoostStatusDto } from '@emberhold/contracts';

export class GetBoostStatusQuery extends Query<BoostStatusDto> {
  constructor(
    readonly slug: string,
    readonly boostId: number,
  ) {
    super();
  }
}
