import type { RouteObject } from 'react-router';
import { adminRoutes, lazyPages } from './lazy-pages';

const page = lazyPages(() => import('../../features/site-settings/components/submissions-switch-page'));

const SubmissionsSwitchPage = page((module) => module.SubmissionsSwitchPage);

/** /admin/submissions/ (admins): the submissions switch (the submit-product form and the advertiser funnel). */
export const staffSiteSettingsRoutes: RouteObject[] = adminRoutes(['/admin/submissions'], SubmissionsSwitchPage);
