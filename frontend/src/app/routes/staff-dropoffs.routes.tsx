import type { RouteObject } from 'react-router';

/** The back office's dropoffs pages. */
export const staffDropoffRoutes: RouteObject[] = [];
