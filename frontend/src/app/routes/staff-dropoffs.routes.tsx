import type { RouteObject } from 'react-router';
import { adminRoutes, lazyPages } from './lazy-pages';

const DropoffsPage = lazyPages(() => import('../../features/dropoffs/components/dropoffs-page'))((module) => module.DropoffsPage);

/** The dropoffs and passed pitches, /product-pitch/dropoffs/ and /product-pitch/dropoffs/{page} (spec sections 2 and 6: admins). */
export const staffDropoffRoutes: RouteObject[] = adminRoutes(['/product-pitch/dropoffs', '/product-pitch/dropoffs/:page'], DropoffsPage);
