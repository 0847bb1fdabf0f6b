import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { showSiteNotice } from '../../../lib/site-notice';
import { PageCard } from '../../../components/page-card';
import { ForgotPasswordForm, FormSwitch, ResetPasswordForm } from './account-forms';
import styles from './account-pages.module.css';

/** Moves focus to an element once it is shown (a result that replaces the form, whose button had focus). */
function useFocusWhen<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

/**
 * /forgot/ (spec section 2): the account's email, and POST /api/user/forgot mails it a single-use link to
 * /reset/{code}, valid for an hour. The server's confirmation replaces the form; its refusals ('We could not find a
 * user with that email.', a malformed address, too many attempts, the mail not sent) show on the form.
 */
export function ForgotPage() {
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const [email, setEmail] = useState('');
  const result = useFocusWhen<HTMLDivElement>(sent);

  if (sent) {
    return (
      <PageCard title="Check your email">
        <div ref={result} className={styles.done} role="status" tabIndex={-1} data-forgot-sent>
          <p className="form-done-message">{sent.message}</p>
          <p className="form-done-detail">
            It went to <strong>{sent.email}</strong>. The link works once, within the hour.
          </p>
        </div>
        <p className={styles.after}>
          Nothing after a few minutes? Look in your spam folder, or{' '}
          <button
            type="button"
            className="link-button link-button--underlined"
            onClick={() => {
              setEmail(sent.email);
              setSent(null);
            }}
          >
            send another link
          </button>
          .
        </p>
        <div className={styles.actions}>
          <Link className="button button--ghost" to="/login/">
            Back to log in
          </Link>
        </div>
      </PageCard>
    );
  }

  return (
    <PageCard title="Forgot your password?" intro="Tell us the email of your account and we will send you a link to choose a new password.">
      <ForgotPasswordForm
        // The page's one purpose: the email field has focus when it opens (from the login page or the modal).
        autoFocus
        defaultEmail={email}
        onSent={(message, to) => setSent({ message, email: to })}
        footer={<FormSwitch question="Remembered it?" label="Log in" to="/login/" />}
      />
    </PageCard>
  );
}

/**
 * /reset/{reset_code} (spec section 2), the link of the mail: the new password, typed twice. POST /api/user/reset sets
 * it and logs the account in (every other session of it ends); the visitor then goes home, where a notice confirms the
 * change. A link that expired, was used or is broken cannot be helped by any password, so its refusal (the server's
 * words, starting with the spec's 'Your password could not be changed.') replaces the form, with the way to a new link.
 */
export function ResetPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [refused, setRefused] = useState<string | null>(null);
  const alert = useFocusWhen<HTMLDivElement>(refused);

  if (refused) {
    return (
      <PageCard title="This link no longer works">
        <div ref={alert} className="form-alert" role="alert" tabIndex={-1} data-reset-refused>
          {refused}
        </div>
        <p className={styles.after}>Reset links work once, within an hour of being sent. A new one takes a moment.</p>
        <div className={styles.actions}>
          <Link className="button" to="/forgot/">
            Ask for a new link
          </Link>
          <Link className="button button--ghost" to="/login/">
            Log in
          </Link>
        </div>
      </PageCard>
    );
  }

  return (
    <PageCard title="Choose a new password" intro="Once it is set you are logged in here, and logged out everywhere else.">
      <ResetPasswordForm
        // Opened from the mail for this one thing: the new password field has focus.
        autoFocus
        resetCode={code}
        onLinkRefused={setRefused}
        onSuccess={(message) => {
          showSiteNotice(`${message} You are logged in.`, '/');
          void navigate('/', { replace: true });
        }}
        footer={<FormSwitch question="Link not working?" label="Ask for a new one" to="/forgot/" />}
      />
    </PageCard>
  );
}
