import { Query } from '@nestjs/cqrs';

/** The user-info call of spec section 7: the flags the site's auth state reads (spec sections 4 and 6). */
export interface MeDto {
  user_id: number;
  username: string;
  email: string;
  /** The user's portrait, or the default portrait when they have none. */
  profile_image: string;
  access: boolean;
  editor: boolean;
  advertiser: boolean;
  wishlist_count: number;
}

export class GetMeQuery extends Query<MeDto> {
  constructor(readonly userId: number) {
    super();
  }
}
