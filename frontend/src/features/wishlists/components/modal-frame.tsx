import type { ReactNode } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { useWishlistModalStore } from '../stores/wishlist-modal.store';

interface ModalFrameProps {
  /** The dialog's name: its heading. */
  title: string;
  /** A line under the heading, read as the dialog's description. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A wishlist modal on the site's modal dialog: the page behind is inert and held still, focus moves into the dialog
 * (to its field marked autoFocus, else its heading) and Tab stays inside, Escape or a click on the backdrop closes
 * it, and focus goes back to what opened it. 300 ms in and out, the backdrop 150 ms (spec section 9).
 */
export function ModalFrame({ title, intro, children }: ModalFrameProps) {
  const open = useWishlistModalStore((state) => state.open);
  const close = useWishlistModalStore((state) => state.close);
  const closed = useWishlistModalStore((state) => state.closed);
  const opener = useWishlistModalStore((state) => state.opener);
  return (
    <ModalDialog
      open={open}
      onClose={close}
      onClosed={closed}
      opener={opener}
      eyebrow="Wishlists"
      title={title}
      intro={intro}
      size="lg"
      layerData={{ 'data-wishlist-modal': open ? 'open' : 'closing' }}
    >
      {children}
    </ModalDialog>
  );
}
