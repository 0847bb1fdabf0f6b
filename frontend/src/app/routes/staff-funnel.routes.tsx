import type { RouteObject } from 'react-router';
import { adminRoutes, lazyPages } from './lazy-pages';

const FunnelReportPage = lazyPages(() => import('../../features/staff/components/funnel-report-page'))((module) => module.FunnelReportPage);

/** The advertiser funnel by week, /admin/funnel/ (admins, the access flag). */
export const staffFunnelRoutes: RouteObject[] = adminRoutes(['/admin/funnel'], FunnelReportPage);
