import { CAPTCHA_MISSING_MESSAGE, type CaptchaSettings } from '@emberhold/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { loadGrecaptcha } from './grecaptcha';
import styles from './captcha-field.module.css';

/** The widget's own width (reCAPTCHA's normal size); narrower forms get its compact size. */
const NORMAL_WIDGET_WIDTH = 304;

interface CaptchaFieldProps {
  settings: CaptchaSettings;
  /** The visitor's answer (a token), or null again once it expired or the widget was reset. */
  onToken: (token: string | null) => void;
  /** Each change resets the widget (after a failed submit: the server has used the answer up). */
  resetSignal: number;
  /** The form was sent without an answer: said under the widget too. */
  invalid?: boolean;
}

/**
 * The captcha of a form (spec section 5): loads the provider's script once, waits for it (polling every 200 ms, spec
 * section 9), renders the widget with the site key and hands on its answer, or null when the answer expires.
 */
export function CaptchaField({ settings, onToken, resetSignal, invalid = false }: CaptchaFieldProps) {
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ grecaptcha: { reset(id?: number): void }; id: number } | null>(null);
  const handOn = useRef(onToken);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    handOn.current = onToken;
  }, [onToken]);

  useEffect(() => {
    const place = container.current;
    if (!place) return;
    const controller = new AbortController();
    // A fresh element for each widget: the provider refuses to render twice into one.
    const holder = document.createElement('div');
    place.append(holder);
    setState('loading');
    loadGrecaptcha(settings.script_url, controller.signal).then(
      (grecaptcha) => {
        if (controller.signal.aborted) return;
        const widgetId = grecaptcha.render(holder, {
          sitekey: settings.site_key,
          theme: 'dark',
          ...(place.clientWidth > 0 && place.clientWidth < NORMAL_WIDGET_WIDTH ? { size: 'compact' } : {}),
          callback: (token) => handOn.current(token),
          'expired-callback': () => handOn.current(null),
          'error-callback': () => handOn.current(null),
        });
        widget.current = { grecaptcha, id: widgetId };
        setState('ready');
      },
      () => {
        if (!controller.signal.aborted) setState('failed');
      },
    );
    return () => {
      controller.abort();
      widget.current = null;
      holder.remove();
      handOn.current(null);
    };
  }, [settings.script_url, settings.site_key]);

  useEffect(() => {
    if (resetSignal === 0 || !widget.current) return;
    widget.current.grecaptcha.reset(widget.current.id);
  }, [resetSignal]);

  return (
    <div className={`form-field ${styles.captcha}`} role="group" aria-labelledby={`${id}label`} aria-describedby={invalid ? `${id}error` : undefined} data-captcha={state}>
      <p id={`${id}label`} className="form-label">
        Robot check
      </p>
      <div ref={container} className={styles.widget} />
      {state === 'loading' && (
        <p className="form-hint" role="status">
          Loading the robot check…
        </p>
      )}
      {state === 'failed' && (
        <p className="form-error" role="alert">
          The robot check could not be loaded. Check your connection, then reload the page.
        </p>
      )}
      {invalid && state !== 'failed' && (
        <p id={`${id}error`} className="form-error" data-field-error="captcha">
          {CAPTCHA_MISSING_MESSAGE}
        </p>
      )}
    </div>
  );
}
