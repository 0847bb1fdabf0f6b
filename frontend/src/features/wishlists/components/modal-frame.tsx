import type { ReactNode } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { closeWishlistModal, useWishlistModalStore } from '../stores/wishlist-modal.store';
import styles from './wishlist-modal.module.css';

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

interface ModalActionsProps {
  /** What went wrong with the last try (the server's words), above the buttons. */
  failure?: string | null;
  /** The submit button's label, and its label while the form is sent. */
  label: string;
  sendingLabel: string;
  sending: boolean;
  disabled: boolean;
  /** The button beside it; Cancel (closing the modal) unless another is given. */
  secondary?: ReactNode;
}

/** The end of a wishlist modal's form: what went wrong, the submit button, and Cancel or another way out. */
export function ModalActions({ failure, label, sendingLabel, sending, disabled, secondary }: ModalActionsProps) {
  return (
    <>
      {failure && (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={`button form-sending ${styles.primary}`} disabled={disabled}>
          {sending ? sendingLabel : label}
        </button>
        {secondary ?? (
          <button type="button" className="button button--ghost" onClick={closeWishlistModal}>
            Cancel
          </button>
        )}
      </div>
    </>
  );
}
