import { create } from 'zustand';

/** Which form the login/register modal (spec section 2, Modals) shows. */
export type AuthModalView = 'login' | 'register';

/** Spec section 9: the modal's transition takes 300 ms (its backdrop's 150 ms fits inside it). */
export const AUTH_MODAL_TRANSITION_MS = 300;

export interface AuthModalState {
  view: AuthModalView;
  /** Shown, or on its way in; false while it plays its closing transition. */
  open: boolean;
  /** In the page: from opening until the closing transition has finished. */
  mounted: boolean;
  /** What had focus when it opened, so closing can put focus back there. */
  opener: HTMLElement | null;
  /** Whether closing puts focus back on the opener; false when a link in it leads to another page, which takes focus. */
  returnFocus: boolean;
  show: (view: AuthModalView, opener: HTMLElement | null) => void;
  switchView: (view: AuthModalView) => void;
  /** Starts the closing transition; the modal calls `closed` once it has played. */
  close: (options?: { returnFocus?: boolean }) => void;
  closed: () => void;
}

export const useAuthModalStore = create<AuthModalState>()((set, get) => ({
  view: 'login',
  open: false,
  mounted: false,
  opener: null,
  returnFocus: true,
  // Opening while already open only switches the form and keeps the first opener, where focus should go back to.
  show: (view, opener) => set({ view, open: true, mounted: true, opener: get().mounted ? get().opener : opener, returnFocus: true }),
  switchView: (view) => set({ view }),
  close: (options = {}) => {
    if (get().open) set({ open: false, returnFocus: options.returnFocus ?? true });
  },
  // Reopened during its closing transition: stays.
  closed: () => {
    if (!get().open) set({ mounted: false, opener: null });
  },
}));

let preload: (() => void) | null = null;

/** The app registers how to fetch the modal's code (it is a chunk of its own), so a trigger can start that early. */
export function registerAuthModalLoader(load: () => void): void {
  preload = load;
}

/** Fetches the modal's code ahead of a likely click (hover or focus on a trigger); harmless to call often. */
export function preloadAuthModal(): void {
  preload?.();
}

/**
 * Opens the login/register modal (spec section 6: wishlist actions prompt it for visitors). Any feature may call it; a
 * successful login or registration inside it keeps the visitor on the page they were on.
 */
export function openAuthModal(view: AuthModalView = 'login'): void {
  preloadAuthModal();
  useAuthModalStore.getState().show(view, focusedElement());
}

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export function closeAuthModal(): void {
  useAuthModalStore.getState().close();
}
