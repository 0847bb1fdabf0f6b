import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

/** Spec section 9: modals move over 300 ms. */
export const MODAL_TRANSITION_MS = 300;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

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
 * The community's modals (newsletter call to action, giveaway entry; spec section 2), built like the login/register
 * modal: the page behind is inert and still, Tab stays inside, Escape or the backdrop closes it and focus goes back to
 * what had it before. Focus starts on an element marked data-autofocus, else on the title (a modal that opened by
 * itself should be announced, not pull up a keyboard).
 */
export function Modal({ name, eyebrow, title, onDismiss, onClosed, children }: ModalProps) {
  const [open, setOpen] = useState(true);
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const [opener] = useState(focusedElement);
  const closedRef = useRef(onClosed);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    closedRef.current = onClosed;
    dismissRef.current = onDismiss;
  });

  const close = useCallback(() => {
    dismissRef.current?.();
    setOpen(false);
  }, []);

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

  useEffect(() => {
    const target = dialog.current?.querySelector<HTMLElement>('[data-autofocus]') ?? heading.current;
    target?.focus();
  }, []);

  useEffect(() => {
    if (open) return;
    if (opener?.isConnected) opener.focus({ preventScroll: true });
    const timer = window.setTimeout(() => closedRef.current(), reducedMotion() ? 0 : MODAL_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [open, opener]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
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
    <div className={`${styles.layer} ${open ? '' : styles.closing}`} data-community-modal={name} data-state={open ? 'open' : 'closing'}>
      <div className={styles.backdrop} onClick={close} />
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button type="button" className={styles.close} onClick={close} aria-label="Close">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 ref={heading} id={titleId} className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        {children(close)}
      </div>
    </div>,
    document.body,
  );
}
