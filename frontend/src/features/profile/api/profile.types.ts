import type { ProfileDto } from '@emberhold/contracts';
import type { ApiMeta } from '../../../lib/api-client';

/** The logged-in user's own details, as GET /api/user/profile describes them (spec section 3, User). */
export type Profile = ProfileDto;

export interface ProfileResponse {
  meta: ApiMeta;
  profile: Profile;
}
