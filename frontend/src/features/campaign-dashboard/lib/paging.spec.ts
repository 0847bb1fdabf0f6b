import { adminDashboardPath } from './paging';
import { checkDisapprovalReason, DISAPPROVAL_REASON_REQUIRED } from './disapproval';

describe("the admins' campaign pages", () => {
  it('puts the page in the address, page 1 without a number', () => {
    expect(adminDashboardPath(1)).toBe('/product-pitch/admin-dashboard/');
    expect(adminDashboardPath(3)).toBe('/product-pitch/admin-dashboard/3');
  });
});

describe('the disapproval reason', () => {
  it('is required', () => {
    expect(checkDisapprovalReason('   ')).toEqual({ reason: null, error: DISAPPROVAL_REASON_REQUIRED });
  });

  it('is sent trimmed', () => {
    expect(checkDisapprovalReason('  The link is broken. ')).toEqual({ reason: 'The link is broken.', error: null });
  });

  it('is at most 1000 characters', () => {
    expect(checkDisapprovalReason('x'.repeat(1001)).error).toBe('The reason must be at most 1000 characters.');
  });
});
