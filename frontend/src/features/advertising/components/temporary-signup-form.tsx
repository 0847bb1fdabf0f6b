import { temporarySignupMessage } from '@emberhold/contracts/src/api/funnel-report-api';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '../../../components/form-field';
import { serverWords } from '../../../lib/api-client';
import { temporarySignup } from '../api/temporary-signup';
import styles from './temporary-signup-form.module.css';

/** What the browser can tell of an address before sending it; the server checks it again. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The confirmation page's optional "leave your email" form (spec section 5, temporary signup): a visitor not ready to
 * register keeps their ad by leaving an email for the funnel. A missing or invalid email gets the spec's sentence.
 */
export function TemporarySignupForm({ tempId }: { tempId: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signup = useMutation({ mutationFn: (address: string) => temporarySignup(tempId, address) });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signup.isPending) return;
    const address = email.trim();
    if (!LOOKS_LIKE_EMAIL.test(address)) return setError(temporarySignupMessage);
    setError(null);
    signup.mutate(address, { onError: (caught) => setError(serverWords(caught, temporarySignupMessage)) });
  }

  return (
    <section className={styles.box} aria-labelledby={`${id}-heading`} data-temporary-signup>
      <h3 id={`${id}-heading`} className={styles.heading}>
        Not ready to sign up?
      </h3>
      {signup.isSuccess ? (
        <p className="form-done-message" role="status" data-temporary-signup-done>
          Thanks! We'll keep your ad, and remind you about it at {email.trim()}.
        </p>
      ) : (
        <form className="form-stack" onSubmit={onSubmit} noValidate>
          <p className={styles.muted}>Leave your email and we'll keep your ad.</p>
          {error && (
            <div className="form-alert" role="alert">
              {error}
            </div>
          )}
          <Field id={`${id}-email`} label="Your email" invalid={error !== null}>
            {(control) => (
              <input {...control} className="form-input" name="email" type="email" autoComplete="email" maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
            )}
          </Field>
          <button type="submit" className="button button--ghost" disabled={signup.isPending}>
            {signup.isPending ? 'Saving…' : 'Keep my ad'}
          </button>
        </form>
      )}
    </section>
  );
}
