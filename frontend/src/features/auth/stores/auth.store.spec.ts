import type { AuthUser } from '../lib/me-response';
import { readMeUser } from '../lib/me-response';
import { selectIsStaff, useAuthStore } from './auth.store';

const editor: AuthUser = {
  user_id: 3,
  username: 'editor',
  email: 'editor@emberhold.test',
  profile_image: null,
  access: false,
  editor: true,
  advertiser: false,
  wishlist_count: 2,
};

describe('auth state', () => {
  const initial = useAuthStore.getState();
  beforeEach(() => useAuthStore.setState(initial, true));

  it('starts unknown, not finished, with no flags', () => {
    const state = useAuthStore.getState();
    expect(state.status).toBe('unknown');
    expect(state.authFinished).toBe(false);
    expect(selectIsStaff(state)).toBe(false);
  });

  it('is logged in with the flags of the user-info call', () => {
    useAuthStore.getState().loggedIn({ ...editor, advertiser: true });
    const state = useAuthStore.getState();
    expect(state).toMatchObject({ status: 'logged-in', authFinished: true, access: false, editor: true, advertiser: true });
    expect(state.user?.user_id).toBe(3);
    expect(selectIsStaff(state)).toBe(true);
  });

  it('is logged out, and finished, when the user-info call fails', () => {
    useAuthStore.getState().loggedIn(editor);
    useAuthStore.getState().loggedOut();
    const state = useAuthStore.getState();
    expect(state).toMatchObject({ status: 'logged-out', authFinished: true, user: null, access: false, editor: false, advertiser: false });
    expect(selectIsStaff(state)).toBe(false);
  });

  it('counts editors and access users as staff, and no one else', () => {
    const finished = { authFinished: true, status: 'logged-in' as const };
    expect(selectIsStaff({ ...finished, access: true, editor: false })).toBe(true);
    expect(selectIsStaff({ ...finished, access: false, editor: true })).toBe(true);
    expect(selectIsStaff({ ...finished, access: false, editor: false })).toBe(false);
    expect(selectIsStaff({ ...finished, authFinished: false, access: true, editor: true })).toBe(false);
  });
});

describe('reading the user-info answer', () => {
  it('reads the user and its flags', () => {
    expect(readMeUser({ meta: { status: 'success' }, user: editor })).toEqual(editor);
  });

  it('refuses a user without real flags or id', () => {
    expect(readMeUser({ user: { ...editor, editor: 'yes' } })).toBeNull();
    expect(readMeUser({ user: { ...editor, user_id: 0 } })).toBeNull();
    expect(readMeUser({ meta: { status: 'success' } })).toBeNull();
    expect(readMeUser(undefined)).toBeNull();
  });
});
