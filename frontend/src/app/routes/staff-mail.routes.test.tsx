import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../test/api';
import { logInAs, logOut, renderInSite } from '../../test/render';
import { staffMailRoutes } from './staff-mail.routes';

const [promoEmail, unsubscribePage] = staffMailRoutes;

function openPromoEmail() {
  return renderInSite(promoEmail!.element, { url: '/admin/promo-email/', path: '/admin/promo-email', routes: [{ path: '/login', element: <p>The login page</p> }] });
}

describe('the mail pages', () => {
  afterEach(() => logOut());

  it('opens the promo email page to an admin', async () => {
    stubApi().on('GET /api/user/promo-emails/:page', reply.ok({ promo_emails: [], has_more: false }));
    logInAs({ access: true });
    openPromoEmail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo emails' })).toBeInTheDocument();
    expect(await screen.findByText('No promo emails have been sent yet.')).toBeInTheDocument();
  });

  it('shows Access denied to a logged-in user without the access flag', async () => {
    const api = stubApi();
    logInAs({ access: false, editor: true });
    openPromoEmail();
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(api.calls()).toHaveLength(0);
  });

  it('sends a visitor to log in, with the way back', async () => {
    logOut();
    const { router } = openPromoEmail();
    expect(await screen.findByText('The login page')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/promo-email/');
  });

  it('opens the unsubscribe page to a visitor', async () => {
    stubApi().on('GET /api/user/mail/unsubscribe', reply.ok({ email: 'reader@example.com', unsubscribed: false }));
    logOut();
    renderInSite(unsubscribePage!.element, { url: '/unsubscribe/?token=abc.def', path: '/unsubscribe' });
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  });
});
