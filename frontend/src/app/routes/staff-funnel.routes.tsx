import type { RouteObject } from 'react-router';

/** The back office's funnel pages. */
export const staffFunnelRoutes: RouteObject[] = [];
