import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './forms.module.css';

interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  invalid: boolean;
  /** The alert that says what is wrong, for aria-describedby while the field is invalid. */
  errorId: string;
  value: string;
  onChange: (value: string) => void;
  kind?: 'input' | 'textarea';
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'spellCheck' | 'autoCapitalize' | 'maxLength'>;
}

/** A labelled field of the community forms; required ones are marked, optional ones say so. */
export function FormField({ id, name, label, required = false, hint, invalid, errorId, value, onChange, kind = 'input', input = {} }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [invalid ? errorId : undefined, hintId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    className: styles.input,
    value,
    required,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}{' '}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : (
          <span className={styles.optional}>(optional)</span>
        )}
      </label>
      {kind === 'textarea' ? (
        <textarea {...common} maxLength={input.maxLength} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} {...input} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** Moves focus to a field (after a failure names it) or any element by id, once React has rendered the change. */
export function focusLater(id: string): void {
  window.setTimeout(() => document.getElementById(id)?.focus(), 0);
}
