import { Query } from '@nestjs/cqrs';

/** Which of these native ads the user has saved (the sponsored cards' saved flags). */
export class FindSavedAdsQuery extends Query<number[]> {
  constructor(
    readonly userId: number,
    readonly adIds: number[],
  ) {
    super();
  }
}
