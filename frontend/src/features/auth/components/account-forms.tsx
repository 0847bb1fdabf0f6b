import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CAPTCHA_MISSING_MESSAGE } from '@emberhold/contracts';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { useForgotPassword } from '../api/forgot-password';
import { useLogIn } from '../api/log-in';
import { useRegister } from '../api/register';
import { useResetPassword } from '../api/reset-password';
import { readFormFailure, type FormFailure } from '../lib/form-failure';
import { checkNewPassword, FORGOT_LABELS, FORGOT_SENT, PASSWORD_CHANGED, readForgotFailure, readResetFailure, RESET_LABELS } from '../lib/password-reset';
import { Field } from '../../../components/form-field';
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

export function LoginForm({ onSuccess, onForgot, footer, autoFocus }: AccountFormProps & { onForgot?: () => void }) {
  return (
    <AccountForm
      footer={footer}
      autoFocus={autoFocus}
      labels={LOGIN_LABELS}
      submitLabel="Log in"
      sendingLabel="Logging in…"
      write={useLogIn(onSuccess)}
      variables={(values) => ({ username: values.username, password: values.password })}
      readFailure={(error) => readFormFailure(error, { transportMessage: LOGIN_TRANSPORT_FAILURE, labels: LOGIN_LABELS })}
      fields={[
        { name: 'username', type: 'text', autoComplete: 'username', required: true, spellCheck: false, autoCapitalize: 'none' },
        { name: 'password', type: 'password', autoComplete: 'current-password', required: true },
      ]}
      afterFields={
        <p className={styles.forgot}>
          <Link
            className="link-button link-button--underlined"
            to="/forgot/"
            // Only a plain click opens it here; a new tab or window leaves this page (and a modal on it) as it is.
            onClick={(event) => {
              if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) onForgot?.();
            }}
          >
            Forgot your password?
          </Link>
        </p>
      }
    />
  );
}

/**
 * Registration. Where the site has a captcha, the form is invalid until it has answered ('Please confirm you are not a
 * robot.', nothing sent), its answer goes with the fields, and the widget asks again after a failed send.
 */
export function RegisterForm({ onSuccess, footer, autoFocus }: AccountFormProps) {
  const captcha = useCaptcha();
  return (
    <AccountForm
      footer={footer}
      autoFocus={autoFocus}
      labels={REGISTER_LABELS}
      submitLabel="Create account"
      sendingLabel="Creating your account…"
      write={useRegister(onSuccess)}
      check={() => {
        if (!captcha.missing) return null;
        captcha.flagMissing();
        return { message: CAPTCHA_MISSING_MESSAGE, fieldMessages: {}, invalid: [] };
      }}
      variables={(values) => ({ username: values.username, email: values.email, password: values.password, dob: values.dob, ...(captcha.token ? { captcha: captcha.token } : {}) })}
      readFailure={(error) => {
        captcha.reset();
        return readFormFailure(error, { transportMessage: REGISTER_TRANSPORT_FAILURE, labels: REGISTER_LABELS });
      }}
      afterFields={captcha.field}
      fields={[
        { name: 'username', type: 'text', autoComplete: 'username', required: true, spellCheck: false, autoCapitalize: 'none', hint: '3 to 30 letters, digits, _ or -' },
        { name: 'email', type: 'email', autoComplete: 'email', required: true, spellCheck: false },
        { name: 'password', type: 'password', autoComplete: 'new-password', required: true, hint: 'At least 8 characters' },
        { name: 'dob', type: 'date', autoComplete: 'bday', required: false },
      ]}
    />
  );
}

/**
 * /forgot/'s form: the account's email. `onSent` gets the server's confirmation and the address it went to; failures
 * are said in the server's words, or FORGOT_TRANSPORT_FAILURE when the request itself failed.
 */
export function ForgotPasswordForm({ onSent, defaultEmail, footer, autoFocus }: { onSent: (message: string, email: string) => void; defaultEmail?: string; footer?: ReactNode; autoFocus?: boolean }) {
  return (
    <AccountForm
      labels={FORGOT_LABELS}
      submitLabel="Email me a link"
      sendingLabel="Sending…"
      write={useForgotPassword()}
      variables={(values) => values.email}
      onSent={(message, values) => onSent(message ?? FORGOT_SENT, values.email.trim())}
      readFailure={readForgotFailure}
      fields={[{ name: 'email', type: 'email', autoComplete: 'email', required: true, spellCheck: false, autoCapitalize: 'none' }]}
      defaultValues={defaultEmail ? { email: defaultEmail } : undefined}
      footer={footer}
      autoFocus={autoFocus}
    />
  );
}

/**
 * /reset/{code}'s form: the new password twice (checked alike before anything is sent). After a reset the auth store
 * holds the account, now logged in, and `onSuccess` gets the server's confirmation. A code the server refuses (expired,
 * used, malformed) goes to `onLinkRefused` with the server's message, since no password typed here can help.
 */
export function ResetPasswordForm({
  resetCode,
  onSuccess,
  onLinkRefused,
  footer,
  autoFocus,
}: {
  resetCode: string;
  onSuccess: (message: string) => void;
  onLinkRefused: (message: string) => void;
  footer?: ReactNode;
  autoFocus?: boolean;
}) {
  return (
    <AccountForm
      labels={RESET_LABELS}
      submitLabel="Change my password"
      sendingLabel="Changing your password…"
      check={checkNewPassword}
      write={useResetPassword((message) => onSuccess(message ?? PASSWORD_CHANGED))}
      variables={(values) => ({ resetCode, password: values.password })}
      readFailure={(error) => {
        const read = readResetFailure(error);
        if (read.kind === 'form') return read.failure;
        onLinkRefused(read.message);
        return null;
      }}
      fields={[
        { name: 'password', type: 'password', autoComplete: 'new-password', required: true, hint: 'At least 8 characters' },
        { name: 'password_confirm', type: 'password', autoComplete: 'new-password', required: true },
      ]}
      footer={footer}
      autoFocus={autoFocus}
    />
  );
}

/** Below an account form: the way to the other one, a link on the pages or a button in the modal. */
export function FormSwitch({ question, label, to, onClick }: { question: string; label: string; to?: string; onClick?: () => void }) {
  const className = 'link-button link-button--underlined';
  return (
    <p>
      {question}{' '}
      {to === undefined ? (
        <button type="button" className={className} onClick={onClick}>
          {label}
        </button>
      ) : (
        <Link className={className} to={to}>
          {label}
        </Link>
      )}
    </p>
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

interface AccountFormConfig<F extends string, V, R> {
  labels: Record<F, string>;
  fields: FieldSpec<F>[];
  submitLabel: string;
  sendingLabel: string;
  /** A check made before sending (the new password typed twice); a failure it returns is shown and nothing is sent. */
  check?: (values: Record<F, string>) => FormFailure<F> | null;
  /** The form's call: its mutation hook, which carries out what a success leads to (logged in, then on). */
  write: UseMutationResult<R, Error, V>;
  /** What the call is sent, from the form's values. */
  variables: (values: Record<F, string>) => V;
  /** After a successful answer, before the button is on again, for a form whose hook leads nowhere by itself. */
  onSent?: (result: R, values: Record<F, string>) => void;
  /** What a failure shows; null when the caller takes it over (the form is about to leave the page). */
  readFailure: (error: unknown) => FormFailure<F> | null;
  /** Between the last field and the submit button. */
  afterFields?: ReactNode;
  /** Below the submit button: the way to the other form. */
  footer?: ReactNode;
  /** Focus the first field on mount (in the modal, on the single-purpose password pages). */
  autoFocus?: boolean;
  defaultValues?: Partial<Record<F, string>>;
}

/**
 * An account form (login, registration, forgotten and new password). The browser's own validation is off (noValidate)
 * so every problem is said in the server's words (spec section 5), beside its field where the server names one; the
 * submit button is disabled while the request is on its way. Fields go form-encoded, as spec section 7 has them.
 */
function AccountForm<F extends string, V, R>({
  labels,
  fields,
  submitLabel,
  sendingLabel,
  check,
  write,
  variables,
  onSent,
  readFailure,
  afterFields,
  footer,
  autoFocus = false,
  defaultValues,
}: AccountFormConfig<F, V, R>) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const sending = write.isPending;
  const [failure, setFailure] = useState<FormFailure<F> | null>(null);
  // Counts failures, so the same failure twice still moves focus again.
  const [attempt, setAttempt] = useState(0);

  // Focused once mounted rather than through the autoFocus attribute, so a page that opens as the modal closes (its
  // "Forgot your password?" link) gets focus only after the page behind the modal is no longer inert.
  useEffect(() => {
    if (autoFocus) form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [autoFocus]);

  // After a failure, focus goes to the first field the server named, else to the message above the form.
  useEffect(() => {
    if (!failure) return;
    const first = failure.invalid[0];
    const target = first ? form.current?.querySelector<HTMLElement>(`[name="${first}"]`) : summary.current;
    target?.focus();
  }, [failure, attempt]);

  function fail(next: FormFailure<F> | null) {
    setFailure(next);
    setAttempt((n) => n + 1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map(({ name }) => [name, String(data.get(name) ?? '')])) as Record<F, string>;
    const refused = check?.(values);
    if (refused) return fail(refused);
    setFailure(null);
    write.mutate(variables(values), { onSuccess: (result) => onSent?.(result, values), onError: (error) => fail(readFailure(error)) });
  }

  return (
    <form ref={form} className="form-stack" noValidate onSubmit={submit} aria-busy={sending || undefined}>
      <div ref={summary} id={`${id}summary`} tabIndex={-1} className={failure?.message ? 'form-alert' : 'form-alert-empty'} role="alert" data-form-error>
        {failure?.message}
      </div>
      {fields.map((field) => {
        const fieldMessage = failure?.fieldMessages[field.name];
        const invalid = failure?.invalid.includes(field.name) ?? false;
        return (
          <Field
            key={field.name}
            id={`${id}${field.name}`}
            label={labels[field.name]}
            mark={field.required ? undefined : 'optional'}
            // The server's message says what the hint says, and more; both at once would only repeat it.
            hint={fieldMessage ? undefined : field.hint}
            error={fieldMessage}
            errorName={field.name}
            invalid={invalid}
            describedBy={[invalid && !fieldMessage && failure?.message ? `${id}summary` : undefined]}
          >
            {(control) => (
              <input
                {...control}
                name={field.name}
                className="form-input"
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.required}
                spellCheck={field.spellCheck}
                autoCapitalize={field.autoCapitalize}
                defaultValue={defaultValues?.[field.name]}
              />
            )}
          </Field>
        );
      })}
      {afterFields}
      <button type="submit" className="button form-submit form-sending" disabled={sending}>
        {sending ? sendingLabel : submitLabel}
      </button>
      {footer && <div className={styles.footer}>{footer}</div>}
    </form>
  );
}
