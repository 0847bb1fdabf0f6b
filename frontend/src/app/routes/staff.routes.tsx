import type { RouteObject } from 'react-router';
import { adminRoutes, lazyPages } from './lazy-pages';

const page = lazyPages(async () => {
  const [home, audit] = await Promise.all([import('../../features/staff/components/staff-home-page'), import('../../features/staff/components/staff-audit-page')]);
  return { ...home, ...audit };
});

const StaffHomePage = page((module) => module.StaffHomePage);
const StaffAuditPage = page((module) => module.StaffAuditPage);

/** The staff home, /admin/, and the staff activity (the audit trail), /admin/audit/ (spec section 6: admins, the access flag). */
export const staffRoutes: RouteObject[] = [...adminRoutes(['/admin'], StaffHomePage), ...adminRoutes(['/admin/audit', '/admin/audit/:page'], StaffAuditPage)];
