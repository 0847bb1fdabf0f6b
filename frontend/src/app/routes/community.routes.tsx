import type { RouteObject } from 'react-router';

/** Community routes: /confirm-subscribe/{code}/, the social-login result pages, contact and submit product. */
export const communityRoutes: RouteObject[] = [];
