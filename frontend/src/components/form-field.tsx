import type { ReactNode } from 'react';

/** What a field gives its control: the id its label names, and whether and why it is invalid. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  /** The control's id; its hint and its error take `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  /** After the label: an asterisk on a required field (the control says it is required itself), or "(optional)". */
  mark?: 'required' | 'optional';
  /** At the end of the label's row (a character counter). */
  aside?: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the field, under it. */
  error?: ReactNode;
  /** Goes on the error as data-field-error: the field the message is about. */
  errorName?: string;
  /** The error is announced as it appears, for a field that does not take focus with it. */
  announceError?: boolean;
  /** Invalid though nothing is said under it; defaults to whether there is an error. */
  invalid?: boolean;
  /** Where what is wrong is said instead, while the field is invalid without an error of its own (the form's alert). */
  errorId?: string;
  /** More that describes the control, read after its error and hint. */
  describedBy?: ReadonlyArray<string | false | undefined>;
  className?: string;
  /** The control itself (input, textarea, select), given the field's id and ARIA attributes. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * A form field as every form of the site shows it (the global form-* classes): its label, the control, a hint, and
 * what is wrong with it under it. The control is the caller's; the field names it and says what describes it.
 */
export function Field({ id, label, mark, aside, hint, error, errorName, announceError, invalid = Boolean(error), errorId, describedBy = [], className, children }: FieldProps) {
  const ownErrorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const description = [invalid ? (ownErrorId ?? errorId) : undefined, hintId, ...describedBy].filter(Boolean).join(' ');
  const labelElement = (
    <label className="form-label" htmlFor={id}>
      {label}
      {mark === 'required' && (
        <>
          {' '}
          <span className="form-required" aria-hidden="true">
            *
          </span>
        </>
      )}
      {mark === 'optional' && (
        <>
          {' '}
          <span className="form-optional">(optional)</span>
        </>
      )}
    </label>
  );
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      {aside ? (
        <div className="form-label-row">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children({ id, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': description || undefined })}
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ownErrorId} className="form-error" role={announceError ? 'alert' : undefined} data-field-error={errorName}>
          {error}
        </p>
      )}
    </div>
  );
}
