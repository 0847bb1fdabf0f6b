import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { nextPathFromSearch } from '../../../lib/next-path';
import { Busy, CommunityCard } from './community-card';
import cardStyles from './community-card.module.css';
import styles from './forms.module.css';

/** How long the success page shows before it sends the visitor on. */
export const SOCIAL_LOGIN_FORWARD_MS = 1_500;

/**
 * /success-social-login (spec section 2): where a social login provider sends the visitor back once the server has
 * logged them in. The auth state is asked again (`refresh` answers whether someone is now logged in); then the page
 * says so and sends them on to where they were (the `next` parameter, when it is a path of this site) or home.
 */
export function SuccessSocialLoginPage({ refresh }: { refresh: () => Promise<boolean> }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const next = nextPathFromSearch(search, '/');
  const [state, setState] = useState<'checking' | 'in' | 'out'>('checking');
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void refresh().then(
      (loggedIn) => setState(loggedIn ? 'in' : 'out'),
      () => setState('out'),
    );
  }, [refresh]);

  useEffect(() => {
    if (state !== 'in') return;
    const timer = window.setTimeout(() => void navigate(next, { replace: true }), SOCIAL_LOGIN_FORWARD_MS);
    return () => window.clearTimeout(timer);
  }, [state, next, navigate]);

  if (state === 'checking') {
    return (
      <CommunityCard title="Logging you in" narrow>
        <Busy label="One moment while we finish logging you in…" />
      </CommunityCard>
    );
  }
  if (state === 'in') {
    return (
      <CommunityCard title="You're logged in" narrow focusKey="in">
        <div className={styles.done} role="status" data-social-login="success">
          <p className="form-done-message">Welcome back to the keep!</p>
          <p className="form-done-detail">{next === '/' ? 'Taking you to the home page…' : 'Taking you back to where you were…'}</p>
        </div>
        <div className={cardStyles.actions}>
          <Link className="button" to={next} replace>
            Continue now
          </Link>
        </div>
      </CommunityCard>
    );
  }
  return <LoginFailed title="We could not finish your login" message="Your login could not be confirmed. Please try again." />;
}

/** /fail-social-login (spec section 2): where a social login provider sends the visitor back when the login failed. */
export function FailSocialLoginPage() {
  return <LoginFailed title="Login failed" message="We could not log you in with that account. Please try again, or log in with your username or email and password." />;
}

function LoginFailed({ title, message }: { title: string; message: string }) {
  const { search } = useLocation();
  const next = new URLSearchParams(search).get('next');
  const login = next ? `/login/?next=${encodeURIComponent(nextPathFromSearch(search, '/'))}` : '/login/';
  return (
    <CommunityCard title={title} narrow focusKey={title}>
      <div className="form-alert" role="alert" data-social-login="failed">
        {message}
      </div>
      <div className={cardStyles.actions}>
        <Link className="button" to={login}>
          Log in
        </Link>
        <Link className="button button--ghost" to="/">
          Home
        </Link>
      </div>
    </CommunityCard>
  );
}
