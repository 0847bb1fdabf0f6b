import type { ApiMeta } from '../../../lib/api-client';

/** The logged-in user's own details, as GET /api/user/profile describes them (spec section 3, User). */
export interface Profile {
  user_id: number;
  username: string;
  email: string;
  /** YYYY-MM-DD, or null when not given. */
  dob: string | null;
  /** Their portrait, or the default portrait when they have none. */
  profile_image: string;
  has_profile_image: boolean;
}

export interface ProfileResponse {
  meta: ApiMeta;
  profile: Profile;
}
