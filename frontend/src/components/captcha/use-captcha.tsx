import { useCallback, useState, type ReactNode } from 'react';
import { CaptchaField } from './captcha-field';
import { useCaptchaSettings } from './captcha-settings';

export interface FormCaptcha {
  /** The site has a captcha: the form is invalid until it has answered (spec section 5). */
  required: boolean;
  /** The answer to send as `captcha`, or null while there is none. */
  token: string | null;
  /** Required and not answered: the form says CAPTCHA_MISSING_MESSAGE and sends nothing. */
  missing: boolean;
  /** After a failed submit: the answer is used up, so the widget asks again. */
  reset: () => void;
  /** Says under the widget, too, that it must be answered (after a submit without an answer), until it is. */
  flagMissing: () => void;
  /** The widget, where the form shows it (null without a captcha). */
  field: ReactNode;
}

/** A form's captcha: the settings, the widget, its answer, and the reset after a failed submit. */
export function useCaptcha(): FormCaptcha {
  const settings = useCaptchaSettings();
  const [token, setToken] = useState<string | null>(null);
  const [resets, setResets] = useState(0);
  const [flagged, setFlagged] = useState(false);
  const reset = useCallback(() => {
    setToken(null);
    setResets((count) => count + 1);
  }, []);
  const flagMissing = useCallback(() => setFlagged(true), []);
  const answered = useCallback((next: string | null) => {
    setToken(next);
    if (next) setFlagged(false);
  }, []);
  const required = settings !== null;
  return {
    required,
    token,
    missing: required && token === null,
    reset,
    flagMissing,
    field: settings ? <CaptchaField settings={settings} onToken={answered} resetSignal={resets} invalid={flagged && token === null} /> : null,
  };
}
