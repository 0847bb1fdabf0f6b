import type { RouteObject } from 'react-router';

/** The back office's boosts pages. */
export const staffBoostRoutes: RouteObject[] = [];
