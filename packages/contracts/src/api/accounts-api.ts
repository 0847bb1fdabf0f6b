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
