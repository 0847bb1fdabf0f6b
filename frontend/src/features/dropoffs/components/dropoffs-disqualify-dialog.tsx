import { useId, useRef, useState, type FormEvent } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { checkDisqualifyReason, DISQUALIFY_REASON_MAX, DISQUALIFY_REASON_REQUIRED } from '../lib/dropoff-steps';
import styles from './dropoffs-page.module.css';

interface DisqualifyDialogProps {
  email: string;
  sending: boolean;
  onDisqualify: (reason: string, refused: (failure: Error) => void) => void;
  onClose: () => void;
}

/** Asks for the reason a dropoff is disqualified (required, kept with it); the server's refusal is said inside. */
export function DropoffsDisqualifyDialog({ email, sending, onDisqualify, onClose }: DisqualifyDialogProps) {
  const reasonId = useId();
  const errorId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDisqualifyReason(reason);
    if (checked.error !== null) {
      setError(checked.error);
      field.current?.focus();
      return;
    }
    setError(null);
    onDisqualify(checked.reason, (failure) => {
      setError(failure instanceof ApiError ? (failure.serverError ?? failure.message) : 'The dropoff could not be disqualified.');
      field.current?.focus();
    });
  };

  return (
    <ModalDialog
      title="Disqualify this dropoff"
      eyebrow="Dropoffs"
      intro={`${email} leaves the list and any discount sent to them stops working.`}
      onClose={sending ? undefined : onClose}
      tone="danger"
      layerData={{ 'data-disqualify-dialog': '' }}
    >
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <div className="form-field">
          <label className="form-label" htmlFor={reasonId}>
            Reason <span className="form-required" aria-hidden="true">*</span>
          </label>
          <textarea
            ref={field}
            id={reasonId}
            name="reason"
            className="form-input"
            rows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (error === DISQUALIFY_REASON_REQUIRED && event.target.value.trim() !== '') setError(null);
            }}
            maxLength={DISQUALIFY_REASON_MAX + 50}
            placeholder="A competitor checking our prices."
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoFocus
          />
          {error && (
            <p id={errorId} className="form-error" role="alert" data-field-error="reason">
              {error}
            </p>
          )}
        </div>
        <div className={styles.dialogActions}>
          <button type="submit" className="button form-sending" disabled={sending}>
            {sending ? 'Disqualifying…' : 'Disqualify'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={sending}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
