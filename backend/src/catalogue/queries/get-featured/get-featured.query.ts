import { Query } from '@nestjs/cqrs';
import type { FeaturedPostDto } from '@emberhold/contracts';
import type { VisitorParams } from '../../domain/catalogue-params';

export class GetFeaturedQuery extends Query<FeaturedPostDto[]> {
  constructor(
    readonly visitor: VisitorParams,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
