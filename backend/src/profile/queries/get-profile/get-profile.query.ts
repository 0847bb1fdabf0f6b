import { Query } from '@nestjs/cqrs';
import type { ProfileDto } from '@emberhold/contracts';

export type { ProfileDto } from '@emberhold/contracts';

export class GetProfileQuery extends Query<ProfileDto> {
  constructor(readonly userId: number) {
    super();
  }
}
