import { create } from 'zustand';
import type { Board } from '../api/wishlist.types';

/** What a save puts on a board: a post (with an optional comment) or a sponsored item. */
export type SaveTarget = { kind: 'post'; id: number; title: string; image: string | null } | { kind: 'ad'; id: number; title: string; image: string | null };

/** A post on one of the user's boards, as the edit-item modal changes it. */
export interface BoardItem {
  postId: number;
  title: string;
  image: string | null;
  boardId: number;
  comment: string;
}

/** The wishlist modals of spec section 2: choose board, new board, edit wishlist item, edit board. */
export type WishlistModal =
  | { kind: 'choose-board'; target: SaveTarget }
  | { kind: 'new-board' }
  | { kind: 'edit-item'; item: BoardItem }
  | { kind: 'edit-board'; board: Board };

/** Spec section 9: modals move over 300 ms. */
export const WISHLIST_MODAL_TRANSITION_MS = 300;

export interface WishlistModalState {
  modal: WishlistModal | null;
  /** Shown, or on its way in; false while it plays its closing transition. */
  open: boolean;
  /** In the page: from opening until the closing transition has finished. */
  mounted: boolean;
  /** What had focus when it opened; focus goes back there on close. */
  opener: HTMLElement | null;
  show: (modal: WishlistModal, opener: HTMLElement | null) => void;
  close: () => void;
  closed: () => void;
}

export const useWishlistModalStore = create<WishlistModalState>()((set, get) => ({
  modal: null,
  open: false,
  mounted: false,
  opener: null,
  show: (modal, opener) => set({ modal, open: true, mounted: true, opener: get().open ? get().opener : opener }),
  close: () => {
    if (get().open) set({ open: false });
  },
  closed: () => {
    if (!get().open) set({ mounted: false, modal: null, opener: null });
  },
}));

let preload: (() => void) | null = null;

/** The app registers how to fetch the modals' code (a chunk of its own), so a save button can start that on hover. */
export function registerWishlistModalLoader(load: () => void): void {
  preload = load;
}

export function preloadWishlistModals(): void {
  preload?.();
}

export function openWishlistModal(modal: WishlistModal): void {
  preloadWishlistModals();
  const active = typeof document === 'undefined' ? null : document.activeElement;
  useWishlistModalStore.getState().show(modal, active instanceof HTMLElement && active !== document.body ? active : null);
}

export function closeWishlistModal(): void {
  useWishlistModalStore.getState().close();
}
