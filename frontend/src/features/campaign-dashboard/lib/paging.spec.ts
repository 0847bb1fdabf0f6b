import { adminDashboardPath } from './paging';

describe("the admins' campaign pages", () => {
  it('puts the page in the address, page 1 without a number', () => {
    expect(adminDashboardPath(1)).toBe('/product-pitch/admin-dashboard/');
    expect(adminDashboardPath(3)).toBe('/product-pitch/admin-dashboard/3');
  });
});
