import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { logInAs, logOut, renderInSite, TEST_USER } from '../../../test/render';
import { useAuthStore } from '../stores/auth.store';
import { refreshAuth } from './use-auth-check';
import { AUTH_POLL_MS, holdAuthPoll, LOGIN_MARKER_COOKIE, useAuthPoll } from './use-auth-poll';

const refresh = () => void refreshAuth({ fresh: true });

/** What the masthead would say: who is logged in. */
function WhoIsIn() {
  useAuthPoll(refresh);
  const user = useAuthStore((state) => state.user);
  return <p>{user ? `Logged in as ${user.username}` : 'Logged out'}</p>;
}

const setMarker = (value: string) => {
  document.cookie = `${LOGIN_MARKER_COOKIE}=${value}; Path=/`;
};
const clearMarker = () => {
  document.cookie = `${LOGIN_MARKER_COOKIE}=; Max-Age=0; Path=/`;
};
const tick = (ms = AUTH_POLL_MS) => act(() => vi.advanceTimersByTime(ms));

describe('the auth poll', () => {
  // Only the poll's interval is faked: the API stub and the queries answer on their own.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('shows a login made in another tab within a second, without asking the API on every tick before', async () => {
    logOut();
    const api = stubApi().on('GET /api/user/me', reply.ok({ user: TEST_USER }));
    renderInSite(<WhoIsIn />);
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    tick(5 * AUTH_POLL_MS);
    expect(api.calls('GET /api/user/me')).toHaveLength(0);

    setMarker('another-tab-login');
    tick(AUTH_POLL_MS - 1);
    expect(api.calls('GET /api/user/me')).toHaveLength(0);
    tick(1);
    expect(await screen.findByText(`Logged in as ${TEST_USER.username}`)).toBeInTheDocument();
    tick(3 * AUTH_POLL_MS);
    expect(api.calls('GET /api/user/me')).toHaveLength(1);
  });

  it('shows a logout made in another tab within a second', async () => {
    setMarker('this-session');
    logInAs();
    const api = stubApi().on('GET /api/user/me', reply.error(401, 'Not logged in.'));
    renderInSite(<WhoIsIn />);
    expect(screen.getByText(`Logged in as ${TEST_USER.username}`)).toBeInTheDocument();
    clearMarker();
    tick();
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(api.calls('GET /api/user/me')).toHaveLength(1);
  });

  it('does not ask again about a login this tab made itself', async () => {
    logOut();
    const api = stubApi().on('GET /api/user/me', reply.ok({ user: TEST_USER }));
    renderInSite(<WhoIsIn />);
    setMarker('this-tab-login');
    act(() => void logInAs());
    tick(3 * AUTH_POLL_MS);
    expect(api.calls('GET /api/user/me')).toHaveLength(0);
  });

  it('leaves a session this tab ends itself outside the auth state (an account deleted) alone while held, and takes the marker as it is on release', async () => {
    setMarker('this-session');
    logInAs();
    const api = stubApi().on('GET /api/user/me', reply.error(401, 'Not logged in.'));
    renderInSite(<WhoIsIn />);
    const release = holdAuthPoll();
    clearMarker();
    tick(3 * AUTH_POLL_MS);
    expect(api.calls('GET /api/user/me')).toHaveLength(0);
    expect(screen.getByText(`Logged in as ${TEST_USER.username}`)).toBeInTheDocument();

    // Released (the change failed, or was this tab's own): nothing to ask; a later change is noticed again.
    release();
    tick(3 * AUTH_POLL_MS);
    expect(api.calls('GET /api/user/me')).toHaveLength(0);
    setMarker('another-tab-login');
    tick();
    expect(api.calls('GET /api/user/me')).toHaveLength(1);
  });

  it('rests while the page is hidden and checks at once when it shows again', async () => {
    logOut();
    const api = stubApi().on('GET /api/user/me', reply.ok({ user: TEST_USER }));
    renderInSite(<WhoIsIn />);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    setMarker('login-while-away');
    tick(5 * AUTH_POLL_MS);
    expect(api.calls('GET /api/user/me')).toHaveLength(0);

    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText(`Logged in as ${TEST_USER.username}`)).toBeInTheDocument();
    expect(api.calls('GET /api/user/me')).toHaveLength(1);
  });
});
