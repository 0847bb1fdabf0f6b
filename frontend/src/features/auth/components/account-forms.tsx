import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { logIn } from '../api/log-in';
import { register } from '../api/register';
import { applyLoggedInUser, refreshAuth } from '../hooks/use-auth-check';
import { readFormFailure, type FormFailure } from '../lib/form-failure';
import type { AuthUser } from '../lib/me-response';
import styles from './account-forms.module.css';

/** Spec section 8: what the forms say when the request itself fails. */
export const LOGIN_TRANSPORT_FAILURE = 'You could not be logged in';
export const REGISTER_TRANSPORT_FAILURE = 'Register did not work';

const LOGIN_LABELS = { username: 'Username or email', password: 'Password' } as const;
const REGISTER_LABELS = { username: 'Username', email: 'Email', password: 'Password', dob: 'Date of birth' } as const;

interface AccountFormProps {
  /** Called once the auth store holds the new user. */
  onSuccess: () => void;
  /** Below the submit button: the way to the other form. */
  footer?: ReactNode;
  /** Focus the first field on mount (in the modal). */
  autoFocus?: boolean;
}

export function LoginForm(props: AccountFormProps) {
  return (
    <AccountForm
      {...props}
      labels={LOGIN_LABELS}
      submitLabel="Log in"
      sendingLabel="Logging in…"
      transportMessage={LOGIN_TRANSPORT_FAILURE}
      send={(values, signal) => logIn({ username: values.username, password: values.password }, signal)}
      fields={[
        { name: 'username', type: 'text', autoComplete: 'username', required: true, spellCheck: false, autoCapitalize: 'none' },
        { name: 'password', type: 'password', autoComplete: 'current-password', required: true },
      ]}
    />
  );
}

export function RegisterForm(props: AccountFormProps) {
  return (
    <AccountForm
      {...props}
      labels={REGISTER_LABELS}
      submitLabel="Create account"
      sendingLabel="Creating your account…"
      transportMessage={REGISTER_TRANSPORT_FAILURE}
      send={(values, signal) => register({ username: values.username, email: values.email, password: values.password, dob: values.dob }, signal)}
      fields={[
        { name: 'username', type: 'text', autoComplete: 'username', required: true, spellCheck: false, autoCapitalize: 'none', hint: '3 to 30 letters, digits, _ or -' },
        { name: 'email', type: 'email', autoComplete: 'email', required: true, spellCheck: false },
        { name: 'password', type: 'password', autoComplete: 'new-password', required: true, hint: 'At least 8 characters' },
        { name: 'dob', type: 'date', autoComplete: 'bday', required: false },
      ]}
    />
  );
}

interface FieldSpec<F extends string> {
  name: F;
  type: 'text' | 'email' | 'password' | 'date';
  autoComplete: string;
  required: boolean;
  hint?: string;
  spellCheck?: boolean;
  autoCapitalize?: 'none';
}

interface AccountFormConfig<F extends string> extends AccountFormProps {
  labels: Record<F, string>;
  fields: FieldSpec<F>[];
  submitLabel: string;
  sendingLabel: string;
  transportMessage: string;
  send: (values: Record<F, string>, signal: AbortSignal) => Promise<AuthUser | null>;
}

/**
 * A login or registration form. The browser's own validation is off (noValidate) so every problem is said in the
 * server's words (spec section 5), beside its field where the server names one; the submit button is disabled while
 * the request is on its way. Credentials go form-encoded, as spec section 7 has them.
 */
function AccountForm<F extends string>({ labels, fields, submitLabel, sendingLabel, transportMessage, send, onSuccess, footer, autoFocus = false }: AccountFormConfig<F>) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<FormFailure<F> | null>(null);
  // Counts failures, so the same failure twice still moves focus again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => () => inFlight.current?.abort(), []);

  // After a failure, focus goes to the first field the server named, else to the message above the form.
  useEffect(() => {
    if (!failure) return;
    const first = failure.invalid[0];
    const target = first ? form.current?.querySelector<HTMLElement>(`[name="${first}"]`) : summary.current;
    target?.focus();
  }, [failure, attempt]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map(({ name }) => [name, String(data.get(name) ?? '')])) as Record<F, string>;
    const controller = new AbortController();
    inFlight.current = controller;
    setSending(true);
    setFailure(null);
    try {
      const user = await send(values, controller.signal);
      if (user) applyLoggedInUser(user);
      else await refreshAuth({ fresh: true });
      onSuccess();
    } catch (error) {
      if (controller.signal.aborted) return;
      setFailure(readFormFailure(error, { transportMessage, labels }));
      setAttempt((n) => n + 1);
    } finally {
      if (!controller.signal.aborted) setSending(false);
    }
  }

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={sending || undefined}>
      <div ref={summary} id={`${id}summary`} tabIndex={-1} className={failure?.message ? styles.alert : styles.alertEmpty} role="alert" data-form-error>
        {failure?.message}
      </div>
      {fields.map((field, index) => {
        const inputId = `${id}${field.name}`;
        const fieldMessage = failure?.fieldMessages[field.name];
        // The server's message says what the hint says, and more; both at once would only repeat it.
        const hint = fieldMessage ? undefined : field.hint;
        const hintId = hint ? `${inputId}-hint` : undefined;
        const errorId = fieldMessage ? `${inputId}-error` : undefined;
        const invalid = failure?.invalid.includes(field.name) ?? false;
        const describedBy = [errorId, hintId, invalid && !fieldMessage && failure?.message ? `${id}summary` : undefined].filter(Boolean).join(' ');
        return (
          <div key={field.name} className={styles.field}>
            <label className={styles.label} htmlFor={inputId}>
              {labels[field.name]}
              {!field.required && <span className={styles.optional}> (optional)</span>}
            </label>
            <input
              id={inputId}
              name={field.name}
              className={styles.input}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy || undefined}
              spellCheck={field.spellCheck}
              autoCapitalize={field.autoCapitalize}
              autoFocus={autoFocus && index === 0}
            />
            {fieldMessage && (
              <p id={errorId} className={styles.fieldError} data-field-error={field.name}>
                {fieldMessage}
              </p>
            )}
            {hint && (
              <p id={hintId} className={styles.hint}>
                {hint}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className={`button ${styles.submit}`} disabled={sending}>
        {sending ? sendingLabel : submitLabel}
      </button>
      {footer && <div className={styles.footer}>{footer}</div>}
    </form>
  );
}
