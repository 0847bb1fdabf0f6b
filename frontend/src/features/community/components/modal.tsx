import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';

/** Spec section 9: modals move over 300 ms. */
export { MODAL_TRANSITION_MS } from '../../../components/modal-dialog';

interface ModalProps {
  /** Names the modal for tests and styles (data-community-modal). */
  name: string;
  eyebrow: string;
  title: ReactNode;
  /** The visitor closed it (close button, Escape, backdrop, or a button given `close`), before the closing transition. */
  onDismiss?: () => void;
  /** The closing transition has played: the caller unmounts it now. */
  onClosed: () => void;
  children: (close: () => void) => ReactNode;
}

/**
 * The community's modals (newsletter call to action, giveaway entry; spec section 2) on the site's modal dialog: the
 * page behind is inert and still, Tab stays inside, Escape or the backdrop closes it and focus goes back to what had
 * it before. Focus starts on an element marked data-autofocus, else on the title (a modal that opened by itself
 * should be announced, not pull up a keyboard).
 */
export function Modal({ name, eyebrow, title, onDismiss, onClosed, children }: ModalProps) {
  const [open, setOpen] = useState(true);
  const isOpen = useRef(true);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  const close = useCallback(() => {
    if (!isOpen.current) return;
    isOpen.current = false;
    dismissRef.current?.();
    setOpen(false);
  }, []);

  return (
    <ModalDialog open={open} onClose={close} onClosed={onClosed} eyebrow={eyebrow} title={title} layerData={{ 'data-community-modal': name, 'data-state': open ? 'open' : 'closing' }}>
      {children(close)}
    </ModalDialog>
  );
}
