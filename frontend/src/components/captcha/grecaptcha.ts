/**
 * The part of reCAPTCHA v2's browser API (https://developers.google.com/recaptcha/docs/display#js_api) the forms use;
 * hCaptcha offers the same as window.grecaptcha. The provider's script is loaded from its own address, never bundled.
 */
export interface CaptchaRenderParameters {
  sitekey: string;
  theme?: 'dark' | 'light';
  size?: 'normal' | 'compact';
  /** The visitor answered: the token the form sends (g-recaptcha-response). */
  callback?: (token: string) => void;
  /** The answer expired unused (about two minutes): the form is invalid again. */
  'expired-callback'?: () => void;
  /** The widget could not reach its provider. */
  'error-callback'?: () => void;
}

export interface Grecaptcha {
  render(container: HTMLElement | string, parameters: CaptchaRenderParameters): number;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
}

declare global {
  interface Window {
    grecaptcha?: Partial<Grecaptcha>;
  }
}

/** Spec section 9's "polling 200 ms": how often the page looks whether the provider's script has set up grecaptcha. */
export const CAPTCHA_POLL_MS = 200;
/** After this long without grecaptcha the widget says it could not be loaded (a blocked or very slow provider). */
export const CAPTCHA_LOAD_GIVE_UP_MS = 30_000;

const scripts = new Map<string, { failed: boolean; listeners: Set<() => void> }>();

/** The script's address in explicit mode: the page renders the widget itself, where the form wants it. */
function explicitUrl(scriptUrl: string): string {
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('render', 'explicit');
  return url.toString();
}

/** Adds the provider's script once per page, however many forms ask; a failed load may be tried again by a later form. */
function addScript(scriptUrl: string, onFailed: () => void): () => void {
  let entry = scripts.get(scriptUrl);
  if (!entry || entry.failed) {
    const created = { failed: false, listeners: new Set<() => void>() };
    entry = created;
    scripts.set(scriptUrl, created);
    const script = document.createElement('script');
    script.src = explicitUrl(scriptUrl);
    script.async = true;
    script.defer = true;
    script.dataset.captchaScript = '';
    script.addEventListener('error', () => {
      created.failed = true;
      script.remove();
      for (const listener of created.listeners) listener();
    });
    document.head.append(script);
  }
  const listeners = entry.listeners;
  listeners.add(onFailed);
  return () => listeners.delete(onFailed);
}

/**
 * Loads the provider's script (once) and resolves with window.grecaptcha once it can render, looking every
 * CAPTCHA_POLL_MS; rejects when the script fails to load or after CAPTCHA_LOAD_GIVE_UP_MS. Aborting stops the polling.
 */
export function loadGrecaptcha(scriptUrl: string, signal: AbortSignal): Promise<Grecaptcha> {
  return new Promise<Grecaptcha>((resolve, reject) => {
    let waited = 0;
    const polling: { timer?: ReturnType<typeof setInterval> } = {};
    const stop = () => {
      if (polling.timer !== undefined) clearInterval(polling.timer);
      removeListener();
      signal.removeEventListener('abort', stop);
    };
    const ready = (): boolean => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha || typeof grecaptcha.render !== 'function' || typeof grecaptcha.reset !== 'function') return false;
      stop();
      resolve(grecaptcha as Grecaptcha);
      return true;
    };
    const removeListener = addScript(scriptUrl, () => {
      stop();
      reject(new Error('The captcha script could not be loaded'));
    });
    signal.addEventListener('abort', stop, { once: true });
    if (ready()) return;
    polling.timer = setInterval(() => {
      if (ready()) return;
      waited += CAPTCHA_POLL_MS;
      if (waited >= CAPTCHA_LOAD_GIVE_UP_MS) {
        stop();
        reject(new Error('The captcha did not start'));
      }
    }, CAPTCHA_POLL_MS);
  });
}
