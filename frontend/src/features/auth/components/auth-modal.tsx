import { ModalDialog } from '../../../components/modal-dialog';
import { useAuthModalStore } from '../../../lib/auth-modal';
import { FormSwitch, LoginForm, RegisterForm } from './account-forms';

/** Where focus goes when the opener is gone (a masthead "Log in" is replaced by the account menu after a login). */
export const AFTER_LOGIN_FOCUS = '[data-account-menu-button]';

/**
 * The login/register modal (spec section 2, Modals), opened through lib/auth-modal from anywhere, on the site's modal
 * dialog: while it is open the page behind is inert and does not scroll, Tab and Shift+Tab stay inside it, and Escape
 * or a click on the backdrop closes it; focus then goes back to whatever opened it. It comes in over 300 ms with its
 * backdrop over 150 ms (spec section 9) and leaves the same way. A login or registration in it keeps the visitor on
 * their page.
 */
export function AuthModal() {
  const view = useAuthModalStore((state) => state.view);
  const open = useAuthModalStore((state) => state.open);
  const close = useAuthModalStore((state) => state.close);
  const closed = useAuthModalStore((state) => state.closed);
  const switchView = useAuthModalStore((state) => state.switchView);
  const opener = useAuthModalStore((state) => state.opener);
  // A link inside that leads to another page ("Forgot your password?") leaves focus to that page.
  const returnFocus = useAuthModalStore((state) => state.returnFocus);

  const login = view === 'login';
  return (
    <ModalDialog
      open={open}
      onClose={() => close()}
      onClosed={closed}
      opener={opener}
      fallbackFocus={AFTER_LOGIN_FOCUS}
      returnFocus={returnFocus}
      size="sm"
      eyebrow="Emberhold Gifts"
      title={login ? 'Log in' : 'Create your account'}
      intro={login ? 'Welcome back to the keep.' : 'Save gifts to wishlist boards and rate what you find.'}
      layerData={{ 'data-auth-modal': open ? 'open' : 'closing' }}
    >
      {login ? (
        <LoginForm
          key="login"
          autoFocus
          onSuccess={close}
          // The modal closes and /forgot/ opens, which focuses its email field.
          onForgot={() => close({ returnFocus: false })}
          footer={<FormSwitch question="New to Emberhold Gifts?" label="Create an account" onClick={() => switchView('register')} />}
        />
      ) : (
        <RegisterForm
          key="register"
          autoFocus
          onSuccess={close}
          footer={<FormSwitch question="Already have an account?" label="Log in" onClick={() => switchView('login')} />}
        />
      )}
    </ModalDialog>
  );
}
