import type { RouteObject } from 'react-router';

/** The back office's mail pages. */
export const staffMailRoutes: RouteObject[] = [];
