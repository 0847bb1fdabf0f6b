/**
 * /product-pitch/admin-dashboard/ is page 1; /product-pitch/admin-dashboard/{page} the others. The search and filters
 * (a query string without its `?`) follow every page.
 */
export function adminDashboardPath(page: number, query = ''): string {
  const path = page > 1 ? `/product-pitch/admin-dashboard/${page}` : '/product-pitch/admin-dashboard/';
  return query ? `${path}?${query}` : path;
}
