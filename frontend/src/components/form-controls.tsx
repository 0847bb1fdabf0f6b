import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * A form's controls, off until the page is hydrated: on a page the server rendered, what a visitor typed before then
 * would not be in the form's state, and the form would say it is empty. Laid out as if it were not there
 * (`.form-controls`, display: contents).
 */
export function FormControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="form-controls" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
