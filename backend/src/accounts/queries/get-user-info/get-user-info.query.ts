import { Query } from '@nestjs/cqrs';
import type { UserInfoDto } from '@emberhold/contracts';

export class GetUserInfoQuery extends Query<UserInfoDto> {
  constructor(readonly userId: number) {
    super();
  }
}
