import type { RouteObject } from 'react-router';

/** The profile route of spec section 2: /profile/. */
export const profileRoutes: RouteObject[] = [];
