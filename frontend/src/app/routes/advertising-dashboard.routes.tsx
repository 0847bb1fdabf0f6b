import type { RouteObject } from 'react-router';

/** The campaign dashboards, receipts and the creative approval page (spec section 2, advertising routes). */
export const advertisingDashboardRoutes: RouteObject[] = [];
