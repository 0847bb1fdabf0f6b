import { useId, useRef, useState, type FormEvent } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { checkDisapprovalReason, DISAPPROVAL_REASON_MAX, DISAPPROVAL_REASON_REQUIRED } from '../lib/disapproval';
import styles from './approve-page.module.css';

interface DisapproveDialogProps {
  title: string;
  /** The disapproval is on its way. */
  sending: boolean;
  /** Sends the disapproval; `refused` gets the server's refusal. */
  onDisapprove: (reason: string, refused: (failure: Error) => void) => void;
  onClose: () => void;
}

/**
 * The disapprove-reason modal (spec section 2, Modals): a reason is required, and the advertiser will read it. What
 * the server refuses (the creative moved on meanwhile, a 409) is said inside the dialog, which stays open.
 */
export function DisapproveDialog({ title, sending, onDisapprove, onClose }: DisapproveDialogProps) {
  const reasonId = useId();
  const errorId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDisapprovalReason(reason);
    if (checked.error !== null) {
      setError(checked.error);
      field.current?.focus();
      return;
    }
    setError(null);
    onDisapprove(checked.reason, (failure) => {
      setError(failure instanceof ApiError ? (failure.serverError ?? failure.message) : 'The creative could not be disapproved.');
      field.current?.focus();
    });
  };

  return (
    <ModalDialog
      title="Disapprove this ad"
      eyebrow="Approve ads"
      intro={`“${title}” will not run. Its advertiser sees your reason on their dashboard.`}
      onClose={sending ? undefined : onClose}
      tone="danger"
      layerData={{ 'data-disapprove-dialog': '' }}
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
            rows={4}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              // The "required" message goes once there is a reason; what the server said stays until the next try.
              if (error === DISAPPROVAL_REASON_REQUIRED && event.target.value.trim() !== '') setError(null);
            }}
            maxLength={DISAPPROVAL_REASON_MAX + 50}
            placeholder="The image shows a different product than the link leads to."
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
          <button type="submit" className={`button form-sending ${styles.danger}`} disabled={sending}>
            {sending ? 'Disapproving…' : 'Disapprove'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={sending}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
