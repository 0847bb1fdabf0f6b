/** The logged-in user as GET /api/user/me describes them (spec sections 3 and 6). */
export interface AuthUser {
  user_id: number;
  username: string;
  email: string;
  /** Null: the default portrait is shown. */
  profile_image: string | null;
  access: boolean;
  editor: boolean;
  advertiser: boolean;
  wishlist_count: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The user of a successful /api/user/me body, or null when the body does not describe one. The flags decide what the
 * site offers (staff tools among them), so anything but real booleans reads as logged out rather than as a guess.
 */
export function readMeUser(body: unknown): AuthUser | null {
  const user = isRecord(body) ? body.user : undefined;
  if (!isRecord(user)) return null;
  const { user_id, username, email, profile_image, access, editor, advertiser, wishlist_count } = user;
  if (typeof user_id !== 'number' || !Number.isInteger(user_id) || user_id <= 0) return null;
  if (typeof username !== 'string' || typeof email !== 'string') return null;
  if (profile_image !== null && typeof profile_image !== 'string') return null;
  if (typeof access !== 'boolean' || typeof editor !== 'boolean' || typeof advertiser !== 'boolean') return null;
  return {
    user_id,
    username,
    email,
    profile_image,
    access,
    editor,
    advertiser,
    wishlist_count: typeof wishlist_count === 'number' && Number.isFinite(wishlist_count) ? wishlist_count : 0,
  };
}
