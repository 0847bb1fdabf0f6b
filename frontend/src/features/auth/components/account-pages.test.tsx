import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite, TEST_USER } from '../../../test/render';
import { useAuthStore } from '../stores/auth.store';
import { LoginPage, RegisterPage } from './account-pages';

beforeEach(() => {
  useAuthStore.setState({ status: 'logged-out', user: null, access: false, editor: false, advertiser: false, authFinished: true });
});

describe('the account pages', () => {
  it('/login/ goes back to its next page once logged in, without first saying "You are logged in"', async () => {
    stubApi().on('POST /api/user/login', reply.ok({ user: TEST_USER }));
    const { user, router } = renderInSite(<LoginPage />, { url: '/login/?next=/popular/', path: '/login/' });
    await user.type(screen.getByLabelText('Username or email'), 'keeper@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/popular/'));
    expect(screen.queryByText(/You are logged in as/)).not.toBeInTheDocument();
  });

  it("/login/ stays where it is and shows the server's words in its alert when the login is refused", async () => {
    stubApi().on('POST /api/user/login', reply.error(401, 'Your username or password was incorrect.'));
    const { user, router } = renderInSite(<LoginPage />, { url: '/login/?next=/new/', path: '/login/' });
    await user.type(screen.getByLabelText('Username or email'), 'keeper@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your username or password was incorrect.'));
    expect(screen.getByRole('alert')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login/');
    expect(useAuthStore.getState().status).toBe('logged-out');
  });

  it('/register/ goes home once the account is made, logged in', async () => {
    stubApi().on('POST /api/user/register', reply.ok({ user: TEST_USER }));
    const { user, router } = renderInSite(<RegisterPage />, { url: '/register/', path: '/register/' });
    await user.type(screen.getByLabelText('Username'), 'ashen_keeper');
    await user.type(screen.getByLabelText('Email'), 'keeper@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useAuthStore.getState().user?.username).toBe('ashen_keeper');
  });

  it('/login/ says who is logged in to someone who already is', () => {
    useAuthStore.getState().loggedIn(TEST_USER);
    renderInSite(<LoginPage />, { url: '/login/', path: '/login/' });
    expect(screen.getByText(/You are logged in as/)).toHaveTextContent('You are logged in as ashen_keeper.');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
