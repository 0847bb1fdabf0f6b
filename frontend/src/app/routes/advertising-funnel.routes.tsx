import type { RouteObject } from 'react-router';

/** The advertiser funnel: creative editor, confirmation and payment (spec section 2, advertising routes). */
export const advertisingFunnelRoutes: RouteObject[] = [];
