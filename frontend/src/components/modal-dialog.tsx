import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalStack, tabMove } from './modal-focus';
import styles from './modal-dialog.module.css';

/** Spec section 9: a modal moves over 300 ms, its backdrop over 150 ms (inside that). */
export const MODAL_TRANSITION_MS = 300;

const FOCUSABLE = 'a[href], area[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable=""], [contenteditable="true"], [tabindex]';

export interface ModalDialogProps {
  /** The dialog's name: its heading. */
  title: ReactNode;
  /** A small line above the heading (the feature or the site). */
  eyebrow?: ReactNode;
  /** A line under the heading, read as the dialog's description. */
  intro?: ReactNode;
  /**
   * False while the closing transition plays: focus goes back and the page is unlocked at once, and `onClosed` is
   * called once the transition is over. A dialog that is simply unmounted gives focus back then.
   */
  open?: boolean;
  /** The closing transition has played (after `open` turned false): the owner unmounts the dialog now. */
  onClosed?: () => void;
  /** The close button, Escape and a click on the backdrop ask for this. Without it the dialog cannot be dismissed (only its content closes it). */
  onClose?: () => void;
  /** Escape asks `onClose` (default true). */
  closeOnEscape?: boolean;
  /** A click on the backdrop asks `onClose` (default true). */
  closeOnBackdrop?: boolean;
  /** The panel's width: sm 440 px (the login/register modal), md 460 px, lg 480 px (with lists of boards). */
  size?: 'sm' | 'md' | 'lg';
  /** `danger` for a confirmation of something that cannot be undone. */
  tone?: 'ember' | 'danger';
  /** Where focus goes back on close; by default what had focus when the dialog opened. */
  opener?: HTMLElement | null;
  /** Where focus goes back when the opener has left the page meanwhile (a selector). */
  fallbackFocus?: string;
  /** False: closing leaves focus alone (a link inside led to another page, which takes focus). Default true. */
  returnFocus?: boolean;
  /** data-* attributes for the outer layer, which tests and styles find the dialog by. */
  layerData?: Record<`data-${string}`, string | undefined>;
  children?: ReactNode;
}

// Every dialog on the page, newest last: the page behind is locked while there is one, and the newest answers keys.
const openDialogs = new ModalStack<object>();

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * The page behind is taken out of reach (inert: no focus, no clicks, hidden from assistive technology) and held still;
 * the scrollbar's width is kept as padding so nothing shifts sideways.
 */
function lockPage(): void {
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  document.getElementById('root')?.setAttribute('inert', '');
  document.body.classList.add('modal-open');
  if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
}

function unlockPage(): void {
  document.getElementById('root')?.removeAttribute('inert');
  document.body.classList.remove('modal-open');
  document.body.style.paddingRight = '';
}

/** What Tab reaches inside `container`, in order: visible, enabled, not taken out of the order, one radio a group. */
function tabbableIn(container: HTMLElement): HTMLElement[] {
  const candidates = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && (typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true })),
  );
  return candidates.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
    const group = candidates.filter((other): other is HTMLInputElement => other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name);
    const checked = group.find((radio) => radio.checked);
    return checked ? checked === element : group[0] === element;
  });
}

const precedes = (a: Node, b: Node) => Boolean(b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_PRECEDING);

/**
 * The site's modal dialog (spec section 2, Modals): a labelled `role="dialog"` over a backdrop. While it is open the page
 * behind is inert and does not scroll, Tab and Shift+Tab stay inside, and Escape, the close button or a click on the
 * backdrop ask `onClose` (each can be left out). Focus moves in on opening: it stays on a field that took it
 * (autoFocus), else goes to an element marked data-autofocus, else to the heading, so the dialog is announced. On
 * closing it goes back to what opened it. It comes in over 300 ms with its backdrop over 150 ms (spec section 9) and
 * leaves the same way when its owner turns `open` false.
 */
export function ModalDialog({
  title,
  eyebrow,
  intro,
  open = true,
  onClosed,
  onClose,
  closeOnEscape = true,
  closeOnBackdrop = true,
  size = 'md',
  tone = 'ember',
  opener,
  fallbackFocus,
  returnFocus = true,
  layerData,
  children,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const introId = useId();
  // What had focus when it opened, taken before any field inside takes focus.
  const [openedFrom] = useState(focusedElement);
  const [self] = useState(() => ({}));
  const initialFocus = useRef<HTMLElement | null>(null);
  // Whether focus has been given back for this opening (on closing, or not at all when told not to).
  const settled = useRef(false);

  const latest = useRef({ onClose, onClosed, closeOnEscape, opener, fallbackFocus, returnFocus });
  useEffect(() => {
    latest.current = { onClose, onClosed, closeOnEscape, opener, fallbackFocus, returnFocus };
  });

  // Focus moves in on opening, and again when it is reopened during its closing transition. The element chosen is
  // kept, so that a remount in development (StrictMode) puts focus back on the same one.
  useEffect(() => {
    const panel = dialog.current;
    if (!open || !panel) return;
    const active = focusedElement();
    if (active && panel.contains(active)) {
      initialFocus.current ??= active;
      return;
    }
    const kept = initialFocus.current && panel.contains(initialFocus.current) ? initialFocus.current : null;
    initialFocus.current = kept ?? panel.querySelector<HTMLElement>('[data-autofocus]') ?? heading.current ?? panel;
    initialFocus.current.focus();
  }, [open]);

  // While open: the page behind is locked, and the newest dialog answers Escape and keeps Tab inside.
  useEffect(() => {
    if (!open) return;
    if (openDialogs.push(self)) lockPage();
    const onKey = (event: KeyboardEvent) => {
      const panel = dialog.current;
      if (!panel || !openDialogs.isTop(self)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        const { onClose: close, closeOnEscape: escapes } = latest.current;
        if (escapes) close?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const active = focusedElement();
      const move = tabMove<HTMLElement>({ tabbable: tabbableIn(panel), active, inside: active !== null && panel.contains(active), backwards: event.shiftKey, precedes });
      if (move.kind === 'browser') return;
      event.preventDefault();
      if (move.kind === 'focus') move.target.focus();
      else if (!active || !panel.contains(active)) panel.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (openDialogs.remove(self)) unlockPage();
    };
  }, [open, self]);

  // Focus goes back as soon as the dialog starts closing, not after its transition, without moving the page. (After
  // the page is unlocked: this effect comes after that one, whose cleanup runs first.)
  useEffect(() => {
    const giveBack = () => {
      settled.current = true;
      const { opener: given, fallbackFocus: fallback, returnFocus: wanted } = latest.current;
      if (!wanted) return;
      const target = [given, openedFrom].find((element) => element?.isConnected) ?? (fallback ? document.querySelector<HTMLElement>(fallback) : null);
      target?.focus({ preventScroll: true });
    };
    if (!open) {
      giveBack();
      return;
    }
    settled.current = false;
    return () => {
      // Unmounted while open (its owner closed it without a transition).
      if (!settled.current && !dialog.current?.isConnected) giveBack();
    };
  }, [open, openedFrom]);

  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => latest.current.onClosed?.(), reducedMotion() ? 0 : MODAL_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  const dismiss = onClose ? () => latest.current.onClose?.() : undefined;
  return createPortal(
    <div className={`${styles.layer} ${open ? '' : styles.closing}`} data-modal-dialog={open ? 'open' : 'closing'} {...layerData}>
      <div className={styles.backdrop} onClick={closeOnBackdrop ? dismiss : undefined} aria-hidden="true" />
      <div
        ref={dialog}
        className={`${styles.dialog} ${styles[size]} ${tone === 'danger' ? styles.danger : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={intro ? introId : undefined}
        tabIndex={-1}
      >
        {dismiss && (
          <button type="button" className={`icon-button ${styles.close}`} onClick={dismiss} aria-label="Close">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        )}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h2 ref={heading} id={titleId} className={`${styles.title} ${eyebrow ? '' : styles.titleFirst}`} tabIndex={-1}>
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
