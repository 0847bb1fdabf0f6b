import { Query } from '@nestjs/cqrs';
import type { AffiliateImportDto } from '@emberhold/contracts';

/** A page of the affiliate report imports, newest first. */
export class ListAffiliateImportsQuery extends Query<{ imports: AffiliateImportDto[]; hasMore: boolean }> {
  constructor(readonly page: number) {
    super();
  }
}
