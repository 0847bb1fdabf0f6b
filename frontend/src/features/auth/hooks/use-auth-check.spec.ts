import type { AuthUser } from '../lib/me-response';
import { useAuthStore } from '../stores/auth.store';
import { applyLoggedInUser, refreshAuth } from './use-auth-check';

const reader: AuthUser = {
  user_id: 7,
  username: 'reader_7',
  email: 'reader7@example.test',
  profile_image: null,
  access: false,
  editor: false,
  advertiser: false,
  wishlist_count: 0,
};

/** fetch answers held until the test lets each one go. */
function heldFetch() {
  const answers: ((response: Response) => void)[] = [];
  const fetchMock = jest.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return {
    fetchMock,
    answer: (index: number, status: number, body: unknown) => answers[index]!(json(status, body)),
  };
}

describe('refreshing who is logged in', () => {
  const initial = useAuthStore.getState();
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    useAuthStore.setState(initial, true);
  });

  it('shares one call between callers that do not ask for a fresh one', async () => {
    const { fetchMock, answer } = heldFetch();
    global.fetch = fetchMock as unknown as typeof fetch;
    const first = refreshAuth();
    const second = refreshAuth();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(0, 200, { meta: { status: 'success' }, user: reader });
    await Promise.all([first, second]);
    expect(useAuthStore.getState()).toMatchObject({ status: 'logged-in', authFinished: true });
  });

  it("lets a page load's late 401 not undo a login that happened meanwhile", async () => {
    const { fetchMock, answer } = heldFetch();
    global.fetch = fetchMock as unknown as typeof fetch;
    const pageLoad = refreshAuth();
    applyLoggedInUser(reader);
    answer(0, 401, { meta: { status: 'error', error: 'Please log in.' } });
    await pageLoad;
    expect(useAuthStore.getState()).toMatchObject({ status: 'logged-in', user: reader });
  });

  it('takes the answer of the newest call when a fresh one is asked for', async () => {
    const { fetchMock, answer } = heldFetch();
    global.fetch = fetchMock as unknown as typeof fetch;
    const older = refreshAuth();
    const fresh = refreshAuth({ fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    answer(1, 401, { meta: { status: 'error', error: 'Please log in.' } });
    answer(0, 200, { meta: { status: 'success' }, user: reader });
    await Promise.all([older, fresh]);
    expect(useAuthStore.getState()).toMatchObject({ status: 'logged-out', authFinished: true });
  });
});
