import { Query } from '@nestjs/cqrs';

/** What the profile page shows and edits (spec section 3, User): the user's own details, never anyone else's. */
export interface ProfileDto {
  user_id: number;
  username: string;
  email: string;
  /** YYYY-MM-DD, or null when not given. */
  dob: string | null;
  /** The user's portrait, or the default portrait when they have none. */
  profile_image: string;
  /** False while the default portrait stands in. */
  has_profile_image: boolean;
}

export class GetProfileQuery extends Query<ProfileDto> {
  constructor(readonly userId: number) {
    super();
  }
}
