import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { failedField, failureMessage } from '../lib/failure-message';
import { focusLater } from '../components/form-field';

export interface FormProblem<F extends string> {
  message: string;
  fields: F[];
}

/**
 * The state every community form keeps: its values and the one alert above it with the fields it names (focused).
 * `submit` runs the site's own check first (nothing is sent while it finds a problem), then the form's write (its
 * mutation hook, whose isPending is the form's `sending`); a failed write shows the server's sentence (or
 * `failedText`) and marks the field the server named.
 */
export function useCommunityForm<F extends string, V, R>(empty: Record<F, string>, failedText: string, write: UseMutationResult<R, Error, V>) {
  const id = useId();
  const [values, setValues] = useState<Record<F, string>>(empty);
  const [error, setError] = useState<FormProblem<F> | null>(null);
  const sending = write.isPending;
  const fieldId = (field: F) => `${id}-${field}`;
  const errorId = `${id}-error`;

  function fail(message: string, fields: F[]) {
    setError({ message, fields });
    focusLater(fields[0] ? fieldId(fields[0]) : errorId);
  }

  /** The form's submit handler: `check`, then `write` with `variables(values)`, then `onSent` with its answer. */
  function submit(check: (values: Record<F, string>) => FormProblem<F> | null, variables: (values: Record<F, string>) => V, onSent: (result: R) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending) return;
      const problem = check(values);
      if (problem) return fail(problem.message, problem.fields);
      setError(null);
      write.mutate(variables(values), {
        onSuccess: onSent,
        onError: (caught) => {
          const field = failedField(caught);
          fail(failureMessage(caught, failedText), field && field in empty ? [field as F] : []);
        },
      });
    };
  }

  const set = (field: F) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const invalid = (field: F) => error?.fields.includes(field) ?? false;
  return {
    values,
    set,
    invalid,
    /** What a field of the form is given: its id, name, value and whether the alert names it. */
    field: (name: F) => ({ id: fieldId(name), name, invalid: invalid(name), errorId, value: values[name], onChange: set(name) }),
    error,
    errorId,
    fieldId,
    sending,
    submit,
  };
}
