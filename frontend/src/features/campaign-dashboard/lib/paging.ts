/** /product-pitch/admin-dashboard/ is page 1; /product-pitch/admin-dashboard/{page} the others. */
export function adminDashboardPath(page: number): string {
  return page > 1 ? `/product-pitch/admin-dashboard/${page}` : '/product-pitch/admin-dashboard/';
}

