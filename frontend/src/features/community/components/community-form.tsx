import type { FormEvent, ReactNode } from 'react';
import { FormControls } from '../../../components/form-controls';

interface CommunityFormProps {
  /** The form's state (useCommunityForm): what went wrong, said above the fields at `errorId`, and whether it is sent. */
  form: { error: { message: string } | null; errorId: string; sending: boolean };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  sendingLabel: string;
  /** The form's data attribute, for the page's tests (data-contact-form, data-submit-form). */
  marker: string;
  children: ReactNode;
}

/**
 * A community form (contact, submit a product) as useCommunityForm runs it: the alert above the fields, the fields,
 * and the submit button, off while the form is sent. The browser's own validation is off: the site's check and the
 * server say what is wrong, in the spec's words. On a page the server rendered, the fields are off until the page is
 * hydrated: what a visitor typed before then would not be in the form's state, and the form would say it is empty.
 */
export function CommunityForm({ form: { error, errorId, sending }, onSubmit, submitLabel, sendingLabel, marker, children }: CommunityFormProps) {
  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate {...{ [`data-${marker}`]: true }}>
      <FormControls>
        {error && (
          <div id={errorId} className="form-alert" role="alert" tabIndex={-1}>
            {error.message}
          </div>
        )}
        {children}
        <button type="submit" className="button form-submit form-sending" disabled={sending}>
          {sending ? sendingLabel : submitLabel}
        </button>
      </FormControls>
    </form>
  );
}
