import type { RouteObject } from 'react-router';

/** The boost purchase page of a post, /{slug}/boost (spec section 2). */
export const boostRoutes: RouteObject[] = [];
