/** /product-pitch/admin-dashboard/ is page 1; /product-pitch/admin-dashboard/{page} the others. */
export function adminDashboardPath(page: number): string {
  return page > 1 ? `/product-pitch/admin-dashboard/${page}` : '/product-pitch/admin-dashboard/';
}

/** A page number from the address: 1 when absent, null when it is not a page (the page is not found). */
export function parsePageParam(value: string | undefined): number | null {
  if (value === undefined || value === '') return 1;
  if (!/^\d{1,6}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}
