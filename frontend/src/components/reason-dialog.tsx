import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api-client';
import { ModalDialog } from './modal-dialog';
import styles from './reason-dialog.module.css';

export interface ReasonDialogProps {
  title: string;
  eyebrow: string;
  intro: string;
  /** A data attribute that names the dialog's layer, for tests and styles: { 'data-disapprove-dialog': '' }. */
  layerData: Record<string, string>;
  /** The button's words, idle and while sending: ['Disapprove', 'Disapproving…']. */
  action: readonly [idle: string, busy: string];
  /** The server's words for a missing reason, said before sending. */
  requiredMessage: string;
  maxLength: number;
  placeholder: string;
  /** What is said when the server's refusal has no words of its own. */
  fallbackError: string;
  /** The action undoes something for someone (a red button). */
  danger?: boolean;
  /** The action is on its way. */
  sending: boolean;
  /** Sends the reason (trimmed); `refused` gets the server's refusal. */
  onSubmit: (reason: string, refused: (failure: Error) => void) => void;
  onClose: () => void;
}

/**
 * A modal that asks for the reason of a staff decision (disapproving an ad, disqualifying a dropoff): the reason is
 * required and kept. What the server refuses is said inside the dialog, which stays open for another try.
 */
export function ReasonDialog({ title, eyebrow, intro, layerData, action, requiredMessage, maxLength, placeholder, fallbackError, danger = false, sending, onSubmit, onClose }: ReasonDialogProps) {
  const reasonId = useId();
  const errorId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const problem = trimmed === '' ? requiredMessage : trimmed.length > maxLength ? `The reason must be at most ${maxLength} characters.` : null;
    if (problem !== null) {
      setError(problem);
      field.current?.focus();
      return;
    }
    setError(null);
    onSubmit(trimmed, (failure) => {
      setError(failure instanceof ApiError ? (failure.serverError ?? failure.message) : fallbackError);
      field.current?.focus();
    });
  };

  return (
    <ModalDialog title={title} eyebrow={eyebrow} intro={intro} onClose={sending ? undefined : onClose} tone={danger ? 'danger' : 'ember'} layerData={layerData}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className="form-field">
          <label className="form-label" htmlFor={reasonId}>
            Reason <span className="form-required" aria-hidden="true">*</span>
          </label>
          <textarea
            ref={field}
            id={reasonId}
            name="reason"
            className="form-input"
            rows={4}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              // The "required" message goes once there is a reason; what the server said stays until the next try.
              if (error === requiredMessage && event.target.value.trim() !== '') setError(null);
            }}
            maxLength={maxLength + 50}
            placeholder={placeholder}
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
        <div className={styles.actions}>
          <button type="submit" className={`button form-sending ${danger ? styles.danger : ''}`} disabled={sending}>
            {sending ? action[1] : action[0]}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={sending}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
