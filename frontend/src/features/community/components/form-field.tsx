import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from '../../../components/form-field';
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
  return (
    <Field id={id} label={label} mark={required ? 'required' : 'optional'} hint={hint} invalid={invalid} errorId={errorId} className={styles.field}>
      {(control) => {
        const common = { ...control, name, className: 'form-input', value, required } as const;
        return kind === 'textarea' ? (
          <textarea {...common} maxLength={input.maxLength} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...common} {...input} onChange={(event) => onChange(event.target.value)} />
        );
      }}
    </Field>
  );
}

/** Moves focus to a field (after a failure names it) or any element by id, once React has rendered the change. */
export function focusLater(id: string): void {
  window.setTimeout(() => document.getElementById(id)?.focus(), 0);
}
