import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Field } from '../../../components/form-field';
import { FormControls } from '../../../components/form-controls';
import { useSubscribe } from '../api/newsletter';
import { failedField, failureMessage } from '../lib/failure-message';
import styles from './forms.module.css';

/** Spec section 8: what the form says when the request fails without a server message. */
export const SUBSCRIBE_FAILED = 'Subscribe did not work.';
export const SUBSCRIBE_SENT = 'Almost there! Please check your inbox and click the link in our email to confirm your subscription.';
const EMAIL_INVALID = 'Please enter a valid email address.';
const CONSENT_MISSING = 'Please tick the box to agree to receive our newsletter.';

interface SubscribeFormProps {
  /**
   * European visitors (the cookie banner's list of countries, spec section 9) tick an explicit consent box before
   * subscribing; nothing is sent without it.
   */
  needsConsent: boolean;
  onSubscribed: (message: string, email: string) => void;
  submitLabel?: string;
  autoFocus?: boolean;
}

/**
 * The newsletter sign-up: an email (and for European visitors the consent box). POST /api/user/subscribe mails a
 * confirmation link; the server's refusals are shown in its words ("We could not subscribe you :( …" for the email of
 * an account), and 'Subscribe did not work.' when the request itself failed.
 */
export function SubscribeForm({ needsConsent, onSubscribed, submitLabel = 'Subscribe', autoFocus = false }: SubscribeFormProps) {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<{ message: string; field: 'email' | 'consent' | null } | null>(null);
  const subscription = useSubscribe();
  const sending = subscription.isPending;
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const id = useId();

  function fail(message: string, field: 'email' | 'consent' | null) {
    setError({ message, field });
    // After the alert renders: focus the field to fix, or the alert itself so it is read out.
    window.setTimeout(() => (field === 'email' ? emailRef : field === 'consent' ? consentRef : alertRef).current?.focus(), 0);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return fail(EMAIL_INVALID, 'email');
    if (needsConsent && !consent) return fail(CONSENT_MISSING, 'consent');
    setError(null);
    subscription.mutate(address, {
      onSuccess: (message) => onSubscribed(message ?? SUBSCRIBE_SENT, address),
      onError: (caught) => fail(failureMessage(caught, SUBSCRIBE_FAILED), failedField(caught) === 'email' ? 'email' : null),
    });
  }

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate data-subscribe-form>
      <FormControls>
        {error && (
          <div ref={alertRef} className="form-alert" role="alert" tabIndex={-1} id={`${id}-error`}>
            {error.message}
          </div>
        )}
        <Field id={`${id}-email`} label="Email" invalid={error?.field === 'email'} errorId={`${id}-error`} className={styles.field}>
          {(control) => (
            <input
              {...control}
              ref={emailRef}
              className="form-input"
              type="email"
              name="email"
              autoComplete="email"
              spellCheck={false}
              autoCapitalize="none"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoFocus={autoFocus}
              {...(autoFocus ? { 'data-autofocus': true } : {})}
            />
          )}
        </Field>
        {needsConsent && (
          <label className={styles.check}>
            <input
              ref={consentRef}
              type="checkbox"
              name="consent"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={error?.field === 'consent' ? true : undefined}
              aria-describedby={error?.field === 'consent' ? `${id}-error` : undefined}
            />
            <span>
              Yes, email me the Emberhold Gifts newsletter. I can unsubscribe at any time; see the <Link to="/privacy-policy/">privacy policy</Link>.
            </span>
          </label>
        )}
        <button type="submit" className="button form-submit form-sending" disabled={sending}>
          {sending ? 'Subscribing…' : submitLabel}
        </button>
      </FormControls>
    </form>
  );
}
