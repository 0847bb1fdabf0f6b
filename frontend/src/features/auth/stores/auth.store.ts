import { create } from 'zustand';
import type { AuthUser } from '../lib/me-response';

/** Spec section 4: unknown until the user-info call answers, then logged in (with its flags) or logged out. */
export type AuthStatus = 'unknown' | 'logged-in' | 'logged-out';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** Admin (spec section 6). */
  access: boolean;
  editor: boolean;
  advertiser: boolean;
  /** True once the user-info call has answered either way; what depends on the flags waits for it. */
  authFinished: boolean;
  loggedIn: (user: AuthUser) => void;
  loggedOut: () => void;
}

const loggedOutState = { status: 'logged-out', user: null, access: false, editor: false, advertiser: false, authFinished: true } as const;

export const useAuthStore = create<AuthState>()((set) => ({
  status: 'unknown',
  user: null,
  access: false,
  editor: false,
  advertiser: false,
  authFinished: false,
  loggedIn: (user) => set({ status: 'logged-in', user, access: user.access, editor: user.editor, advertiser: user.advertiser, authFinished: true }),
  loggedOut: () => set(loggedOutState),
}));

/** Editors and users with the access flag are staff (spec section 6); false until auth has finished. */
export function selectIsStaff(state: Pick<AuthState, 'authFinished' | 'status' | 'access' | 'editor'>): boolean {
  return state.authFinished && state.status === 'logged-in' && (state.access || state.editor);
}
