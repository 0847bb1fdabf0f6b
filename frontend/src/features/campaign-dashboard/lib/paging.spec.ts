import { adminDashboardPath } from './paging';
import { filtersFromSearch, filtersQuery, isFiltered, NO_FILTERS } from './campaign-filters';

describe("the admins' campaign pages", () => {
  it('puts the page in the address, page 1 without a number', () => {
    expect(adminDashboardPath(1)).toBe('/product-pitch/admin-dashboard/');
    expect(adminDashboardPath(3)).toBe('/product-pitch/admin-dashboard/3');
  });

  it('keeps the search and filters on every page', () => {
    expect(adminDashboardPath(2, 'q=lantern&status=running')).toBe('/product-pitch/admin-dashboard/2?q=lantern&status=running');
    expect(adminDashboardPath(1, 'q=lantern')).toBe('/product-pitch/admin-dashboard/?q=lantern');
  });

  it('reads the filters from the address and writes only the ones set', () => {
    const filters = filtersFromSearch(new URLSearchParams('q=ember+kettle&status=lost&advertiser=7&from=2031-03-01&to='));
    expect(filters).toEqual({ q: 'ember kettle', status: '', advertiser: '7', from: '2031-03-01', to: '' });
    expect(filtersQuery(filters)).toBe('q=ember+kettle&advertiser=7&from=2031-03-01');
    expect(filtersQuery({ ...NO_FILTERS, q: '  ' })).toBe('');
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, status: 'paused' })).toBe(true);
  });
});
