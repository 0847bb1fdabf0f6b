import type { RouteObject } from 'react-router';

/** The back office's creatives pages. */
export const staffCreativeRoutes: RouteObject[] = [];
