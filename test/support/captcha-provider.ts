import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forThisFile } from '../../backend/test/for-this-file.test-support';
import { readBody } from './incoming-request';

/** What the provider received on one verification call (the form fields of reCAPTCHA's siteverify). */
export interface VerificationCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

export interface CaptchaProvider {
  /** The provider's origin. */
  url: string;
  /** A 40-character site key (spec section 5), and the secret that goes with it. */
  siteKey: string;
  secret: string;
  /** The product's CAPTCHA_* configuration pointing at this provider. */
  env: Record<string, string>;
  /** A token as the widget hands it to a page after its visitor ticked the box there (on `hostname`). */
  issueToken(hostname?: string): string;
  /** Every verification call, oldest first. */
  verifications: VerificationCall[];
  /** While offline, the verification endpoint drops every connection unanswered (an unreachable provider). */
  setOffline(offline: boolean): void;
  close(): Promise<void>;
}

/** How long an issued token may be verified (reCAPTCHA: two minutes), after which it is timeout-or-duplicate. */
const TOKEN_LIFETIME_MS = 2 * 60_000;

/**
 * A local stand-in for a captcha provider speaking reCAPTCHA v2's public protocol, as test/support/paypal-sandbox.ts
 * stands in for PayPal:
 *
 * - GET /recaptcha/api.js: the page's script. It defines `window.grecaptcha` with `render(container, {sitekey, callback,
 *   'expired-callback'})` (drawing the widget as a frame of the provider's own origin, as the real one does), `reset(id)`,
 *   `getResponse(id)` and `ready(fn)`, and calls `?onload=` once loaded.
 * - GET /recaptcha/api2/anchor?k=&host=&id=: the widget's frame, an "I'm not a robot" checkbox. Ticked, it asks the
 *   provider for a token (POST /recaptcha/api2/userverify) and posts it to the page, whose script calls `callback`.
 * - POST /recaptcha/api/siteverify (form-encoded secret, response, remoteip): `{success, challenge_ts, hostname}` for a
 *   token it issued for that secret, once; else `{success: false, "error-codes": [...]}` with missing-input-secret,
 *   invalid-input-secret, missing-input-response, invalid-input-response or timeout-or-duplicate (used already, or
 *   older than two minutes), as https://developers.google.com/recaptcha/docs/verify has them, always with HTTP 200.
 */
export async function startCaptchaProvider(): Promise<CaptchaProvider> {
  const siteKey = `6Lf${randomBytes(30).toString('base64url')}`.slice(0, 40);
  const secret = `6Lf${randomBytes(30).toString('base64url')}`.slice(0, 40);
  const tokens = new Map<string, { secret: string; hostname: string; issuedAt: number; used: boolean }>();
  const verifications: VerificationCall[] = [];
  let offline = false;
  let base = '';

  const issueToken = (hostname = 'localhost'): string => {
    const token = `03A${randomBytes(96).toString('base64url')}`;
    tokens.set(token, { secret, hostname, issuedAt: Date.now(), used: false });
    return token;
  };

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => send(response, 500, String(error), 'text/plain'));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', base);
    if (url.pathname === '/recaptcha/api/siteverify') {
      if (offline) {
        request.socket.destroy();
        return;
      }
      if (request.method !== 'POST') return send(response, 405, 'Method Not Allowed', 'text/plain');
      // The real endpoint takes the fields in the form body or, for GET-style clients, in the query.
      const form = new URLSearchParams(await readBody(request));
      const field = (name: string) => form.get(name) ?? url.searchParams.get(name);
      const call = { secret: field('secret'), response: field('response'), remoteip: field('remoteip') };
      verifications.push(call);
      return send(response, 200, verify(call));
    }
    if (request.method === 'GET' && url.pathname === '/recaptcha/api.js') {
      return send(response, 200, pageScript(base, url.searchParams.get('onload')), 'text/javascript; charset=utf-8');
    }
    if (request.method === 'GET' && url.pathname === '/recaptcha/api2/anchor') {
      return send(response, 200, anchorPage(url.searchParams.get('k') === siteKey, url.searchParams.get('id') ?? '0'), 'text/html; charset=utf-8');
    }
    if (request.method === 'POST' && url.pathname === '/recaptcha/api2/userverify') {
      const form = new URLSearchParams(await readBody(request));
      if (form.get('k') !== siteKey) return send(response, 400, { error: 'invalid-site-key' });
      return send(response, 200, { token: issueToken(form.get('host') || 'unknown') });
    }
    send(response, 404, 'Not Found', 'text/plain');
  }

  function verify(call: VerificationCall): object {
    const codes: string[] = [];
    if (!call.response) codes.push('missing-input-response');
    if (!call.secret) codes.push('missing-input-secret');
    else if (call.secret !== secret) codes.push('invalid-input-secret');
    if (codes.length > 0) return { success: false, 'error-codes': codes };
    const issued = tokens.get(call.response!);
    if (!issued || issued.secret !== call.secret) return { success: false, 'error-codes': ['invalid-input-response'] };
    if (issued.used || Date.now() - issued.issuedAt > TOKEN_LIFETIME_MS) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    issued.used = true;
    return { success: true, challenge_ts: new Date(issued.issuedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'), hostname: issued.hostname };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    siteKey,
    secret,
    env: {
      CAPTCHA_SITE_KEY: siteKey,
      CAPTCHA_SECRET: secret,
      CAPTCHA_VERIFY_URL: `${base}/recaptcha/api/siteverify`,
      CAPTCHA_SCRIPT_URL: `${base}/recaptcha/api.js`,
    },
    issueToken,
    verifications,
    setOffline: (value) => {
      offline = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The provider for the tests of one file, started before the product: call it before apiForThisFile or
 * siteForThisFile and give them `env` (filled in once the provider listens, before the product starts).
 */
export function captchaProviderForThisFile(): { provider: CaptchaProvider; env: Record<string, string> } {
  const env: Record<string, string> = {};
  const provider = forThisFile('the captcha provider', async () => {
    const started = await startCaptchaProvider();
    Object.assign(env, started.env);
    return started;
  });
  return { provider, env };
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8'): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** The page's grecaptcha: widgets are frames of the provider, which post their tokens to the page. */
function pageScript(base: string, onload: string | null): string {
  return `(function () {
  var origin = ${JSON.stringify(base)};
  var widgets = [];
  function widget(id) {
    var found = widgets[id === undefined ? 0 : id];
    if (!found) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return found;
  }
  function anchorUrl(w) {
    return origin + '/recaptcha/api2/anchor?k=' + encodeURIComponent(w.sitekey) + '&host=' + encodeURIComponent(location.hostname) + '&id=' + w.id + '&n=' + (w.loads++);
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || !event.data || event.data.source !== 'fake-recaptcha') return;
    var w = widgets[event.data.widget];
    if (!w) return;
    if (event.data.token) {
      w.response = event.data.token;
      if (typeof w.callback === 'function') w.callback(event.data.token);
    } else if (event.data.expired) {
      w.response = '';
      if (typeof w.expired === 'function') w.expired();
    }
  });
  window.grecaptcha = {
    render: function (container, params) {
      var element = typeof container === 'string' ? document.getElementById(container) : container;
      if (!element) throw new Error('reCAPTCHA placeholder element must be an element or id');
      if (!params || !params.sitekey) throw new Error('Missing required parameters: sitekey');
      var w = { id: widgets.length, sitekey: params.sitekey, callback: params.callback, expired: params['expired-callback'], response: '', loads: 0 };
      var frame = document.createElement('iframe');
      frame.title = 'reCAPTCHA';
      frame.width = '304';
      frame.height = '78';
      frame.style.border = '0';
      frame.src = anchorUrl(w);
      w.frame = frame;
      element.appendChild(frame);
      widgets.push(w);
      return w.id;
    },
    reset: function (id) {
      var w = widget(id);
      w.response = '';
      w.frame.src = anchorUrl(w);
    },
    getResponse: function (id) {
      return widget(id).response;
    },
    ready: function (callback) {
      callback();
    },
  };
  var onload = ${JSON.stringify(onload)};
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;
}

/** The widget's frame: the checkbox, which asks the provider for a token when ticked. */
function anchorPage(knownKey: boolean, widgetId: string): string {
  const body = knownKey
    ? `<label><input type="checkbox" id="box"> I'm not a robot</label><p id="state" role="status"></p>
<script>
  var box = document.getElementById('box');
  box.addEventListener('change', function () {
    if (!box.checked) return;
    box.disabled = true;
    fetch('/recaptcha/api2/userverify', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ k: new URLSearchParams(location.search).get('k'), host: new URLSearchParams(location.search).get('host') }) })
      .then(function (r) { return r.json(); })
      .then(function (answer) {
        document.getElementById('state').textContent = 'Verified';
        parent.postMessage({ source: 'fake-recaptcha', widget: ${Number(widgetId) || 0}, token: answer.token }, '*');
      });
  });
</script>`
    : '<p role="alert">ERROR for site owner: Invalid site key</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>reCAPTCHA</title>
<style>body{margin:0;font:14px system-ui,sans-serif;background:#f9f9f9;color:#222;border:1px solid #d3d3d3;border-radius:3px;height:76px;box-sizing:border-box;padding:0 12px;display:flex;align-items:center;gap:12px}input{width:24px;height:24px}p{margin:0}</style>
</head><body>${body}</body></html>`;
}
