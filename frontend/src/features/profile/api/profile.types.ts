import type { ProfileDto } from '@emberhold/contracts';

/** The logged-in user's own details, as GET /api/user/profile describes them (spec section 3, User). */
export type Profile = ProfileDto;
