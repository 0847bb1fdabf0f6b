import { Query } from '@nestjs/cqrs';

/** What anyone may see of a user (spec section 7, /api/user/info/{user_id}): never the email or the flags. */
export interface UserInfoDto {
  user_id: number;
  username: string;
  profile_image: string;
  wishlist_count: number;
}

export class GetUserInfoQuery extends Query<UserInfoDto> {
  constructor(readonly userId: number) {
    super();
  }
}
