import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { accountPageHref, nextPathFromSearch } from '../../../lib/next-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { logOut } from '../api/log-out';
import { refreshAuth } from '../hooks/use-auth-check';
import { useAuthStore } from '../stores/auth.store';
import { PageCard } from '../../../components/page-card';
import { FormSwitch, LoginForm, RegisterForm } from './account-forms';
import styles from './account-pages.module.css';

/**
 * Sends the visitor on after a login or registration: back to the page in `next` (same-site paths only) or home.
 * `done` keeps the "already logged in" note from showing for the moment between the login and the navigation.
 */
function useGoNext(): { goNext: () => void; done: boolean } {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  return {
    done,
    goNext: () => {
      setDone(true);
      void navigate(nextPathFromSearch(search), { replace: true });
    },
  };
}

/** Someone already logged in who opens /login/ or /register/: say so rather than offer a second account. */
function AlreadyLoggedIn({ username }: { username: string }) {
  const location = useLocation();
  return (
    <div className={styles.already}>
      <p>
        You are logged in as <strong>{username}</strong>.
      </p>
      <div className={styles.actions}>
        <Link className="button" to={nextPathFromSearch(location.search)}>
          Continue
        </Link>
        <Link className="button button--ghost" to={accountPageHref('logout', location)}>
          Log out
        </Link>
      </div>
    </div>
  );
}

/** /login/ and /register/: the form, or for someone already logged in the way on; a success goes to `next`. */
function AccountFormPage({ title, intro, form }: { title: string; intro: string; form: (goNext: () => void) => ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const { goNext, done } = useGoNext();
  return (
    <PageCard title={title} intro={intro}>
      {user && !done ? <AlreadyLoggedIn username={user.username} /> : form(goNext)}
    </PageCard>
  );
}

export function LoginPage() {
  const location = useLocation();
  return (
    <AccountFormPage
      title="Log in"
      intro="Welcome back to the keep. Your wishlists and ratings are waiting."
      form={(goNext) => (
        <LoginForm onSuccess={goNext} footer={<FormSwitch question="New to Emberhold Gifts?" label="Create an account" to={accountPageHref('register', location)} />} />
      )}
    />
  );
}

export function RegisterPage() {
  const location = useLocation();
  return (
    <AccountFormPage
      title="Create your account"
      intro="Save gifts to wishlist boards, rate what you find and pick up where you left off."
      form={(goNext) => <RegisterForm onSuccess={goNext} footer={<FormSwitch question="Already have an account?" label="Log in" to={accountPageHref('login', location)} />} />}
    />
  );
}

/**
 * /logout/: ends the session with GET /api/user/logout/ (spec section 7), asks who is logged in again so the whole
 * site sees the change, then goes home (or to a same-site `next`). If the session outlives the call, it says so.
 */
export function LogoutPage() {
  useDocumentTitle('Log out');
  const { search } = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // Once per attempt, StrictMode's second effect included.
    if (started.current === attempt) return;
    started.current = attempt;
    setFailed(false);
    void (async () => {
      await logOut().catch(() => undefined);
      await refreshAuth({ fresh: true });
      if (useAuthStore.getState().status === 'logged-in') setFailed(true);
      else void navigate(nextPathFromSearch(search), { replace: true });
    })();
  }, [attempt, navigate, search]);

  return (
    <div className="page-container">
      <section className="panel page-card" aria-live="polite">
        {failed ? (
          <>
            <h1 className="page-heading page-card-heading">Still logged in</h1>
            <p className="page-intro page-card-intro">You could not be logged out. Please try again.</p>
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </>
        ) : (
          <p className="page-intro page-card-intro" aria-busy="true">
            Logging you out…
          </p>
        )}
      </section>
    </div>
  );
}
