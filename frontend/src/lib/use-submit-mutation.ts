import { useMutation, type DefaultError, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * useMutation for a write the visitor starts (a form sent, a button pressed), with two differences that keep a form's
 * promises:
 * - `mutate` does nothing while the previous call is on its way. TanStack Query tells React that a mutation is pending
 *   on a timer, a task later, so `isPending` and the disabled button it drives leave a moment in which a second submit
 *   would send the write twice.
 * - `reset` (the visitor called the write off) forgets the call on its way: its answer changes nothing, and the next
 *   call goes.
 * - It is sent at once whatever the browser believes of the network (networkMode 'always'): a visitor offline reads
 *   the form's own failure text instead of a button that waits for the connection to come back.
 */
export function useSubmitMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation({ networkMode: 'always', ...options });
  const inFlight = useRef(false);
  const send = mutation.mutate;
  const mutate = useCallback<typeof send>(
    (...args) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const [variables, callbacks] = args;
      const settled: typeof callbacks = {
        ...callbacks,
        onSettled: (...outcome) => {
          inFlight.current = false;
          callbacks?.onSettled?.(...outcome);
        },
      };
      send(...([variables, settled] as typeof args));
    },
    [send],
  );
  const forget = mutation.reset;
  const reset = useCallback(() => {
    inFlight.current = false;
    forget();
  }, [forget]);
  return { ...mutation, mutate, reset };
}
