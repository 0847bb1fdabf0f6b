import { useId, useRef, useState, type FormEvent } from 'react';
import { Field } from '../../../components/form-field';
import { serverWords } from '../../../lib/api-client';
import { useUnlockSetup } from '../api/editorial-setup';

export const PASSWORD_MISSING = 'Please enter the editorial password.';
const NOT_UNLOCKED = 'The setup could not be unlocked. Please try again.';

/**
 * Spec section 6: the editorial setup is guarded by a prompted password, checked on the server (which also limits the
 * tries). Its refusals are shown in its own words: a wrong password, too many tries and when to try again, or a
 * server where no password is set.
 */
export function PasswordPrompt() {
  const unlock = useUnlockSetup();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unlock.isPending) return;
    if (!password) {
      setError(PASSWORD_MISSING);
      input.current?.focus();
      return;
    }
    setError(null);
    unlock.mutate(password, {
      onError: (reason) => {
        setError(serverWords(reason, NOT_UNLOCKED));
        setPassword('');
        input.current?.focus();
      },
    });
  }

  return (
    <form className="form-stack" onSubmit={submit} noValidate aria-label="Unlock the editorial setup" data-editorial-prompt>
      <Field id={`${id}-password`} label="Editorial password" mark="required" error={error} errorName="password" announceError>
        {(control) => (
          <input
            {...control}
            ref={input}
            className="form-input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button form-submit form-sending" disabled={unlock.isPending} aria-busy={unlock.isPending}>
        {unlock.isPending ? 'Unlocking…' : 'Unlock'}
      </button>
    </form>
  );
}
