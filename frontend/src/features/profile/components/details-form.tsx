import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Field } from '../../../components/form-field';
import { useUpdateDetails, type DetailsFields } from '../api/update-details';
import type { Profile } from '../api/profile.types';
import { DETAILS_NOT_UPDATED, DETAILS_UPDATED, readProfileFailure, type ProfileFailure } from '../lib/profile-messages';
import styles from './profile-page.module.css';

type Field = keyof DetailsFields;
const LABELS: Record<Field, string> = { username: 'Username', email: 'Email', dob: 'Date of birth' };
const FIELDS: Array<{ name: Field; type: string; autoComplete: string; hint?: string; optional?: boolean }> = [
  { name: 'username', type: 'text', autoComplete: 'username', hint: '3 to 30 letters, digits, _ or -' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'dob', type: 'date', autoComplete: 'bday', optional: true },
];

/**
 * Username, email and date of birth, sent form-encoded (spec section 7). What the server refuses is said beside its
 * field in its words; a request that fails without a reason of the server's says 'Your details could not be updated.'
 * (spec section 8). The browser's own validation is off so every rule is the server's.
 */
export function DetailsForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const saved = useRef<HTMLParagraphElement>(null);
  const update = useUpdateDetails();
  const sending = update.isPending;
  const [failure, setFailure] = useState<ProfileFailure<Field> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!failure) return;
    const first = FIELDS.find(({ name }) => failure.fieldMessages[name] !== undefined)?.name;
    (first && !failure.message ? form.current?.querySelector<HTMLElement>(`[name="${first}"]`) : summary.current)?.focus();
  }, [failure, attempt]);

  useEffect(() => {
    if (message) saved.current?.focus();
  }, [message]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const value = (name: Field) => String(data.get(name) ?? '');
    const values: DetailsFields = { username: value('username'), email: value('email'), dob: value('dob') };
    setFailure(null);
    setMessage(null);
    update.mutate(values, {
      onSuccess: (result) => {
        onSaved(result.profile);
        setMessage(result.message ?? DETAILS_UPDATED);
      },
      onError: (error) => {
        setFailure(readProfileFailure(error, DETAILS_NOT_UPDATED, LABELS));
        setAttempt((n) => n + 1);
      },
    });
  }

  const defaults: Record<Field, string> = { username: profile.username, email: profile.email, dob: profile.dob ?? '' };
  return (
    <form ref={form} className={`form-stack ${styles.details}`} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} data-details-form>
      <h2 id={`${id}-heading`} className={styles.cardHeading}>
        Your details
      </h2>
      <p ref={summary} className={failure?.message ? 'form-alert' : 'form-alert-empty'} role="alert" tabIndex={-1} data-details-error>
        {failure?.message}
      </p>
      {FIELDS.map(({ name, type, autoComplete, hint, optional }) => (
        <Field key={name} id={`${id}-${name}`} label={LABELS[name]} mark={optional ? 'optional' : undefined} hint={hint} error={failure?.fieldMessages[name]} errorName={name}>
          {(control) => (
            <input
              {...control}
              className="form-input"
              name={name}
              type={type}
              autoComplete={autoComplete}
              defaultValue={defaults[name]}
              spellCheck={type === 'date' ? undefined : false}
              autoCapitalize="none"
              max={type === 'date' ? new Date().toISOString().slice(0, 10) : undefined}
              min={type === 'date' ? '1900-01-01' : undefined}
            />
          )}
        </Field>
      ))}
      {message && (
        <p ref={saved} className={styles.done} role="status" tabIndex={-1} data-details-saved>
          {message}
        </p>
      )}
      <button type="submit" className="button form-sending" disabled={sending} aria-busy={sending}>
        {sending ? 'Saving…' : 'Save details'}
      </button>
    </form>
  );
}
