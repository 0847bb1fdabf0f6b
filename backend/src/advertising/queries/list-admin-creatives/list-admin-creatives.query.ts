import { Query } from '@nestjs/cqrs';
import type { AdminCreativeDto } from '@emberhold/contracts';

export class ListAdminCreativesQuery extends Query<{ creatives: AdminCreativeDto[]; hasMore: boolean }> {
  constructor(readonly page: number) {
    super();
  }
}
