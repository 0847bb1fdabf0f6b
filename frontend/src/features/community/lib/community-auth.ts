/**
 * Who is using the community pages, as the app's auth state says (spec section 4). The community feature does not read
 * the auth feature: the app hands it this status (app/routes/community.routes.tsx).
 */
export type CommunityAuthStatus = 'unknown' | 'logged-in' | 'logged-out';
