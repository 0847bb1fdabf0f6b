import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { AUTH_MODAL_TRANSITION_MS, useAuthModalStore } from '../../../lib/auth-modal';
import formStyles from './account-forms.module.css';
import { LoginForm, RegisterForm } from './account-forms';
import styles from './auth-modal.module.css';

/** Where focus goes when the opener is gone (a masthead "Log in" is replaced by the account menu after a login). */
export const AFTER_LOGIN_FOCUS = '[data-account-menu-button]';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The login/register modal (spec section 2, Modals), opened through lib/auth-modal from anywhere. While it is open the
 * page behind it is inert and does not scroll, Tab and Shift+Tab stay inside it, and Escape or a click on the
 * backdrop closes it; focus then goes back to whatever opened it. It comes in over 300 ms with its backdrop over
 * 150 ms (spec section 9) and leaves the same way. A login or registration in it keeps the visitor on their page.
 */
export function AuthModal() {
  const view = useAuthModalStore((state) => state.view);
  const open = useAuthModalStore((state) => state.open);
  const close = useAuthModalStore((state) => state.close);
  const closed = useAuthModalStore((state) => state.closed);
  const switchView = useAuthModalStore((state) => state.switchView);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The opener, kept here because the store forgets it once the closing transition is over.
  const opener = useRef(useAuthModalStore.getState().opener);

  // The page behind is taken out of reach (inert: no focus, no clicks, hidden from assistive technology) and held
  // still; the scrollbar's width is kept as padding so nothing shifts sideways.
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

  // Focus goes back as soon as the modal starts closing, not after its transition; then it leaves the page.
  useEffect(() => {
    if (open) {
      opener.current ??= useAuthModalStore.getState().opener;
      return;
    }
    // A link inside that leads to another page ("Forgot your password?") leaves focus to that page.
    if (useAuthModalStore.getState().returnFocus) {
      const target = opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>(AFTER_LOGIN_FOCUS);
      target?.focus();
    }
    const timer = window.setTimeout(closed, reducedMotion() ? 0 : AUTH_MODAL_TRANSITION_MS);
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

  const login = view === 'login';
  return createPortal(
    <div className={`${styles.layer} ${open ? '' : styles.closing}`} data-auth-modal={open ? 'open' : 'closing'}>
      <div className={styles.backdrop} onClick={() => close()} data-testid="auth-modal-backdrop" />
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button type="button" className={styles.close} onClick={() => close()} aria-label="Close">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
        <p className={styles.eyebrow}>Emberhold Gifts</p>
        <h2 id={titleId} className={styles.title}>
          {login ? 'Log in' : 'Create your account'}
        </h2>
        <p className={styles.intro}>{login ? 'Welcome back to the keep.' : 'Save gifts to wishlist boards and rate what you find.'}</p>
        {login ? (
          <LoginForm
            key="login"
            autoFocus
            onSuccess={close}
            // The modal closes and /forgot/ opens, which focuses its email field.
            onForgot={() => close({ returnFocus: false })}
            footer={
              <p>
                New to Emberhold Gifts?{' '}
                <button type="button" className={formStyles.switch} onClick={() => switchView('register')}>
                  Create an account
                </button>
              </p>
            }
          />
        ) : (
          <RegisterForm
            key="register"
            autoFocus
            onSuccess={close}
            footer={
              <p>
                Already have an account?{' '}
                <button type="button" className={formStyles.switch} onClick={() => switchView('login')}>
                  Log in
                </button>
              </p>
            }
          />
        )}
      </div>
    </div>,
    document.body,
  );
}
