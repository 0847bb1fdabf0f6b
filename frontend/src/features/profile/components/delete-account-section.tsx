import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Field } from '../../../components/form-field';
import { useDeleteAccount } from '../api/delete-account';
import { ACCOUNT_DELETED, ACCOUNT_NOT_DELETED, readProfileFailure, RELOAD_AFTER_DELETION_MS } from '../lib/profile-messages';
import { ConfirmDialog } from './confirm-dialog';
import styles from './profile-page.module.css';

/**
 * Account deletion (spec sections 2 and 4): asked in a confirmation modal with the password typed again; on success
 * the modal says so and the site reloads after 3 s (spec section 9), at the home page, logged out.
 */
export function DeleteAccountSection({ reload = () => window.location.assign('/'), holdLoginWatch }: { reload?: () => void; holdLoginWatch?: () => () => void }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <section className={`panel ${styles.dangerCard}`} aria-labelledby={headingId} data-delete-account>
      <h2 id={headingId} className={styles.cardHeading}>
        Delete your account
      </h2>
      <p className={styles.muted}>
        This removes your username, email address, date of birth and portrait, your wishlist boards and saved items, newsletter subscription and giveaway
        entries, and logs you out everywhere. Ratings you gave stay in the posts' scores without your name. It cannot be undone.
      </p>
      <button type="button" className={`button ${styles.danger}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Delete my account
      </button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} reload={reload} holdLoginWatch={holdLoginWatch} />}
    </section>
  );
}

function DeleteAccountDialog({ onClose, reload, holdLoginWatch }: { onClose: () => void; reload: () => void; holdLoginWatch?: () => () => void }) {
  const id = useId();
  const password = useRef<HTMLInputElement>(null);
  const remove = useDeleteAccount();
  const sending = remove.isPending;
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [deleted, setDeleted] = useState<string | null>(null);
  const deletedNote = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) password.current?.focus();
  }, [error, attempt]);
  useEffect(() => {
    if (deleted === null) return;
    deletedNote.current?.focus();
    const timer = window.setTimeout(reload, RELOAD_AFTER_DELETION_MS);
    return () => window.clearTimeout(timer);
  }, [deleted, reload]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setError(null);
    // The deletion ends the login session; the page says so and reloads, logged out, rather than going to log in.
    const release = holdLoginWatch?.();
    remove.mutate(password.current?.value ?? '', {
      onSuccess: (message) => setDeleted(message ?? ACCOUNT_DELETED),
      onError: (reason) => {
        release?.();
        const failure = readProfileFailure(reason, ACCOUNT_NOT_DELETED, { password: 'Password' });
        setError(failure.message || failure.fieldMessages.password || ACCOUNT_NOT_DELETED);
        setAttempt((n) => n + 1);
      },
    });
  }

  if (deleted !== null) {
    return (
      <ConfirmDialog title="Account deleted" onClose={onClose} locked>
        <div ref={deletedNote} className={styles.done} role="status" tabIndex={-1} data-account-deleted>
          <p className="form-done-message">{deleted}</p>
          <p className="form-done-detail">Thank you for visiting the keep. Taking you back to the home page…</p>
        </div>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog title="Delete your account?" onClose={onClose}>
      <form className="form-stack" onSubmit={submit} noValidate>
        <p className={styles.muted}>Your account and what is yours alone go for good. Please enter your password to confirm.</p>
        <Field id={`${id}-password`} label="Your password" invalid={Boolean(error)} errorId={`${id}-error`}>
          {(control) => (
            <>
              <input {...control} ref={password} className="form-input" name="password" type="password" autoComplete="current-password" data-autofocus />
              <p id={`${id}-error`} className={error ? 'form-error' : 'form-alert-empty'} role="alert" data-delete-error>
                {error}
              </p>
            </>
          )}
        </Field>
        <div className={styles.buttons}>
          <button type="submit" className={`button ${styles.danger}`} disabled={sending} aria-busy={sending}>
            {sending ? 'Deleting…' : 'Delete my account'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={sending}>
            Cancel
          </button>
        </div>
      </form>
    </ConfirmDialog>
  );
}
