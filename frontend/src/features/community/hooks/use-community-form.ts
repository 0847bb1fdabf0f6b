import { type FormEvent, useId, useState } from 'react';
import { failedField, failureMessage } from '../lib/failure-message';
import { focusLater } from '../components/form-field';

export interface FormProblem<F extends string> {
  message: string;
  fields: F[];
}

/**
 * The state every community form keeps: its values, the one alert above it with the fields it names (focused), and
 * whether it is sending. `submit` runs the site's own check first (nothing is sent while it finds a problem), then the
 * call; a failed call shows the server's sentence (or `failedText`) and marks the field the server named.
 */
export function useCommunityForm<F extends string>(empty: Record<F, string>, failedText: string) {
  const id = useId();
  const [values, setValues] = useState<Record<F, string>>(empty);
  const [error, setError] = useState<FormProblem<F> | null>(null);
  const [sending, setSending] = useState(false);
  const fieldId = (field: F) => `${id}-${field}`;
  const errorId = `${id}-error`;

  function fail(message: string, fields: F[]) {
    setError({ message, fields });
    focusLater(fields[0] ? fieldId(fields[0]) : errorId);
  }

  function submit(check: (values: Record<F, string>) => FormProblem<F> | null, send: (values: Record<F, string>) => Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending) return;
      const problem = check(values);
      if (problem) return fail(problem.message, problem.fields);
      setError(null);
      setSending(true);
      try {
        await send(values);
      } catch (caught) {
        const field = failedField(caught);
        fail(failureMessage(caught, failedText), field && field in empty ? [field as F] : []);
      } finally {
        setSending(false);
      }
    };
  }

  return {
    values,
    reset: () => setValues(empty),
    set: (field: F) => (value: string) => setValues((current) => ({ ...current, [field]: value })),
    invalid: (field: F) => error?.fields.includes(field) ?? false,
    error,
    errorId,
    fieldId,
    sending,
    submit,
  };
}
