import type { RouteObject } from 'react-router';
import { adminRoutes, lazyPages } from './lazy-pages';

const CreativeAdminPage = lazyPages(() => import('../../features/advertising/components/creative-admin-page'))((module) => module.CreativeAdminPage);

/**
 * The back office's ads, /admin/creatives/ (spec sections 5 and 6: admins, the access flag): every creative to edit,
 * convert to a boost, and read the history of.
 */
export const staffCreativeRoutes: RouteObject[] = adminRoutes(['/admin/creatives', '/admin/creatives/:page'], CreativeAdminPage);
