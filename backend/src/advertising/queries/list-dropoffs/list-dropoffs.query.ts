import { Query } from '@nestjs/cqrs';
import type { DropoffDto } from '@emberhold/contracts';

export interface DropoffsPage {
  dropoffs: DropoffDto[];
  total: number;
  pages: number;
  hasMore: boolean;
}

/** One page of the dropoffs that are not disqualified, newest left first. */
export class ListDropoffsQuery extends Query<DropoffsPage> {
  constructor(readonly page: number) {
    super();
  }
}
