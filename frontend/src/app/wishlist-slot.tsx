import { useMemo, type ReactNode } from 'react';
import { SaveControlsContext, type SaveControls } from '../features/catalogue/components/save-slot';
import { useAuthStore } from '../features/auth/stores/auth.store';
import { AdSaveButton, PostSaveButton } from '../features/wishlists/components/save-button';
import { WishlistViewerContext, type WishlistViewer } from '../features/wishlists/lib/wishlist-viewer';
import { registerWishlistModalLoader, useWishlistModalStore } from '../features/wishlists/stores/wishlist-modal.store';
import { lazyModalSlot } from './lazy-modal-slot';

const loadModals = () => import('../features/wishlists/components/wishlist-modals');
registerWishlistModalLoader(() => void loadModals().catch(() => undefined));

/** The wishlist modals; without their code, an attempt to open one is dropped rather than left half open. */
const WishlistModalSlot = lazyModalSlot(
  () => loadModals().then((module) => module.WishlistModals),
  () => useWishlistModalStore((state) => state.mounted),
  () => {
    const { close, closed } = useWishlistModalStore.getState();
    close();
    closed();
  },
);

const SAVE_CONTROLS: SaveControls = { Post: PostSaveButton, Ad: AdSaveButton };

/**
 * The app joins the wishlists to the rest of the site (features never import each other): it tells the wishlists
 * who is logged in, puts their Save buttons on the catalogue's cards and post page, and holds their modals.
 */
export function WishlistSlot({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const userId = useAuthStore((state) => state.user?.user_id ?? null);
  const username = useAuthStore((state) => state.user?.username ?? null);
  const viewer = useMemo<WishlistViewer>(() => ({ status, userId, username }), [status, userId, username]);
  return (
    <WishlistViewerContext value={viewer}>
      <SaveControlsContext value={SAVE_CONTROLS}>
        {children}
        <WishlistModalSlot />
      </SaveControlsContext>
    </WishlistViewerContext>
  );
}
