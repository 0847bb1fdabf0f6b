import type { RouteObject } from 'react-router';
import { adminRoutes, lazyPages } from './lazy-pages';

const BoostChecklistPage = lazyPages(() => import('../../features/staff/components/boost-checklist-page'))((module) => module.BoostChecklistPage);

/** The boost checklist and calendar, /admin/boosted-checklist (admins, the access flag). */
export const staffBoostRoutes: RouteObject[] = adminRoutes(['/admin/boosted-checklist'], BoostChecklistPage);
