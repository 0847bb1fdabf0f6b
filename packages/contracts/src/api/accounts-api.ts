import type { Meta } from './api-envelope';

/** The logged-in user as the user-info call of spec section 7 describes them: the flags the site's auth state reads (spec sections 4 and 6). */
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

/**
 * GET /api/user/me, and the answers of POST /api/user/login, /register and /reset: the logged-in user, with the token
 * state-changing calls send back (the site also reads it from its cookie).
 */
export interface AccountResponse {
  meta: Meta;
  user: MeDto;
  csrf_token: string;
}

/** What anyone may see of a user (spec section 7, /api/user/info/{user_id}): never the email or the flags. */
export interface UserInfoDto {
  user_id: number;
  username: string;
  profile_image: string;
  wishlist_count: number;
}

/** GET /api/user/info/{user_id} */
export interface UserInfoResponse {
  meta: Meta;
  user: UserInfoDto;
}

/** GET /api/user/profile (and the answers of its updates): the logged-in user's own details (spec section 3, User). */
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

/** GET /api/user/profile, POST /api/user/profile and /api/user/profile/upload-profile-image (with meta.message). */
export interface ProfileResponse {
  meta: Meta;
  profile: ProfileDto;
}
