import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logInAs, logOut, renderInSite } from '../../test/render';
import { staffRoutes } from './staff.routes';

const [staffHome] = staffRoutes;

function openStaffHome() {
  return renderInSite(staffHome!.element, { url: '/admin/', path: '/admin', routes: [{ path: '/login', element: <p>The login page</p> }] });
}

describe('the staff home', () => {
  afterEach(() => logOut());

  it('lists every staff tool to an admin, by area, each with what it is for', async () => {
    logInAs({ access: true });
    openStaffHome();

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff tools' })).toBeInTheDocument();
    const areas = screen.getAllByRole('region').map((area) => within(area).getByRole('heading', { level: 2 }).textContent);
    expect(areas).toEqual(['Advertising', 'Editorial', 'Reports']);

    const advertising = screen.getByRole('region', { name: 'Advertising' });
    expect(within(advertising).getByRole('link', { name: 'Approve ads' })).toHaveAttribute('href', '/admin/approve/');
    expect(within(advertising).getByRole('link', { name: 'All campaigns' })).toHaveAttribute('href', '/product-pitch/admin-dashboard/');
    expect(within(advertising).getByText(/approve one into the lists, or disapprove it with a reason/)).toBeInTheDocument();

    const editorial = screen.getByRole('region', { name: 'Editorial' });
    expect(within(editorial).getByText('Debug panel')).toBeInTheDocument();
    expect(within(editorial).getByText(/Add \?dev to the address of any page of posts/)).toBeInTheDocument();

    const reports = screen.getByRole('region', { name: 'Reports' });
    expect(within(reports).getByText(/npm run analytics/)).toBeInTheDocument();
    expect(document.title).toContain('Staff tools');
  });

  it('shows Access denied to a logged-in user without the access flag, and no tools', async () => {
    logInAs({ access: false, editor: true, advertiser: true });
    openStaffHome();

    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have access to view this page.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Approve ads' })).toBeNull();
    expect(screen.queryByText('Staff tools')).toBeNull();
  });

  it('sends a visitor to log in, with the way back to the staff home', async () => {
    logOut();
    const { router } = openStaffHome();

    expect(await screen.findByText('The login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/');
  });
});
