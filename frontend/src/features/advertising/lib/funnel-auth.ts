/**
 * Who is logged in, as the app hands it to the funnel's pages (the advertising feature does not read the auth
 * feature): unknown until the user-info call answers (spec section 4).
 */
export type AuthStatus = 'unknown' | 'logged-in' | 'logged-out';
