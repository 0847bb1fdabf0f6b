import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useWishlistModalStore, WISHLIST_MODAL_TRANSITION_MS } from '../stores/wishlist-modal.store';
import styles from './wishlist-modal.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface ModalFrameProps {
  /** The dialog's name: its heading. */
  title: string;
  /** A line under the heading, read as the dialog's description. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A wishlist modal, the way the login/register modal works: the page behind is inert and held still, focus moves into
 * the dialog (to its field marked autoFocus, else the dialog itself) and Tab stays inside, Escape or a click on the
 * backdrop closes it, and focus goes back to what opened it. 300 ms in and out, the backdrop 150 ms (spec section 9).
 */
export function ModalFrame({ title, intro, children }: ModalFrameProps) {
  const open = useWishlistModalStore((state) => state.open);
  const close = useWishlistModalStore((state) => state.close);
  const closed = useWishlistModalStore((state) => state.closed);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const introId = useId();
  const opener = useRef(useWishlistModalStore.getState().opener);

  useEffect(() => {
    if (!open) return;
    const root = document.getElementById('root');
    const body = document.body;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    root?.setAttribute('inert', '');
    body.classList.add('modal-open');
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      root?.removeAttribute('inert');
      body.classList.remove('modal-open');
      body.style.paddingRight = '';
    };
  }, [open]);

  // A field marked autoFocus has taken focus by now; otherwise the dialog itself takes it, so Tab starts inside.
  useEffect(() => {
    if (dialog.current && !dialog.current.contains(document.activeElement)) dialog.current.focus();
  }, []);

  useEffect(() => {
    if (open) {
      opener.current ??= useWishlistModalStore.getState().opener;
      return;
    }
    if (opener.current?.isConnected) opener.current.focus();
    const timer = window.setTimeout(closed, reducedMotion() ? 0 : WISHLIST_MODAL_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [open, closed]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog.current || !dialog.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return createPortal(
    <div className={`${styles.layer} ${open ? '' : styles.closing}`} data-wishlist-modal={open ? 'open' : 'closing'}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={intro ? introId : undefined}
        tabIndex={-1}
      >
        <button type="button" className={styles.close} onClick={close} aria-label="Close">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
        <p className={styles.eyebrow}>Wishlists</p>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {intro && (
          <p id={introId} className={styles.intro}>
            {intro}
          </p>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
