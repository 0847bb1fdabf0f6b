import { Query } from '@nestjs/cqrs';
import type { PassedPitchDto } from '@emberhold/contracts';

export interface PassedPitchesPage {
  pitches: PassedPitchDto[];
  total: number;
  pages: number;
  hasMore: boolean;
}

/** One page of the pitches staff passed on (disapproved creatives), newest first. */
export class ListPassedPitchesQuery extends Query<PassedPitchesPage> {
  constructor(readonly page: number) {
    super();
  }
}
