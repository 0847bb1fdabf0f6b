import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../test/api';
import { logInAs, logOut, renderInSite } from '../../test/render';
import { affiliateRoutes } from './affiliate.routes';

const [reportRoute, adminRoute] = affiliateRoutes;
const login = { path: '/login', element: <p>The login page</p> };

describe('the affiliate routes', () => {
  afterEach(() => logOut());

  it('sends a visitor at /aff/ to log in, with the way back to the tag asked for', async () => {
    logOut();
    const { router } = renderInSite(reportRoute!.element, { url: '/aff/?tag=keeper-20', path: '/aff', routes: [login] });
    expect(await screen.findByText('The login page')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/aff/?tag=keeper-20');
  });

  it('shows a signed-in user their report', async () => {
    stubApi().on('GET /api/user/affiliate/', reply.ok({ scope: 'affiliate', tag: null, tags: [], reports: [], payments: [], balances: [], updating: false }));
    logInAs();
    renderInSite(reportRoute!.element, { url: '/aff/', path: '/aff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Affiliate earnings' })).toBeInTheDocument();
  });

  it('shows Access denied at /admin/affiliates/ to a user without the access flag, and asks the server nothing', async () => {
    const api = stubApi();
    logInAs({ access: false });
    renderInSite(adminRoute!.element, { url: '/admin/affiliates/', path: '/admin/affiliates' });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have access to view this page.')).toBeInTheDocument();
    expect(api.calls()).toHaveLength(0);
  });
});
