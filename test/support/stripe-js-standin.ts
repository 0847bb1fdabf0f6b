import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { header, readBody } from './incoming-request';

/** Stripe's test card that is always declined (card_declined / generic_decline). */
export const DECLINED_CARD = '4000000000000002';
/** Stripe's test card that always succeeds. */
export const SUCCEEDING_CARD = '4242424242424242';

export interface StripeJsStandIn {
  /** Where the page loads "Stripe.js" from (STRIPE_JS_URL), e.g. http://127.0.0.1:PORT/v3/. */
  url: string;
  /**
   * The Stripe API as this stand-in serves it (stripe-mock behind, with the state stripe-mock lacks): give it to the
   * product as STRIPE_API_URL, so the intents the product creates are the ones the page confirms and the product then
   * retrieves as succeeded.
   */
  apiUrl: string;
  /** The API calls made through the stand-in (by the page and by the product), `METHOD /path`, oldest first. */
  calls: string[];
  /** PaymentIntents created through the stand-in, by id, as it answers them now. */
  intents: Map<string, StandInIntent>;
  close(): Promise<void>;
}

export interface StandInIntent {
  id: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  amount_received: number;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; decline_code: string; message: string } | null;
}

const DECLINE = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };

/**
 * Serves a stand-in for Stripe.js (https://js.stripe.com/v3/) backed by stripe-mock, for browser tests of payment pages:
 * `window.Stripe(publishableKey)` → `elements({clientSecret, appearance})` → `elements.create('payment')` with
 * `mount(selector | element)` rendering card number, expiry and CVC fields, and
 * `stripe.confirmPayment({elements, redirect: 'if_required', confirmParams})`, which makes the API calls Stripe.js makes
 * with the publishable key (Bearer) and answers `{paymentIntent}` or `{error}` as Stripe.js does.
 *
 * Every API call goes through this server to stripe-mock, which validates it against Stripe's OpenAPI spec. In front of
 * it the server adds what stripe-mock cannot do:
 * - CORS: stripe-mock sends no Access-Control headers, so a page on another origin could not call it at all;
 * - keys: stripe-mock accepts only secret keys (sk_test_…), so the page's publishable key is swapped for the matching
 *   secret one (the product's own calls, with its secret key, pass as they are);
 * - raw card numbers: Stripe's public OpenAPI spec (stripe-mock's) has no card details on /confirm, so the card becomes
 *   a PaymentMethod first (POST /v1/payment_methods type=card) and /confirm gets `payment_method` (a flow Stripe.js
 *   uses too);
 * - state: stripe-mock answers fixtures (every client_secret is one fixture's, every retrieved intent is
 *   requires_payment_method for 1099). Intents created through `apiUrl` are kept: their client_secret is
 *   `<id>_secret_…` as Stripe makes it, the decline test card 4000000000000002 leaves them requires_payment_method with
 *   Stripe's 402 card_error 'Your card was declined.', any other card makes them `succeeded` with amount_received,
 *   and the product retrieving them sees that. An Idempotency-Key repeats its first answer, as Stripe's does.
 */
export async function serveStripeJsStandIn(stripeApiUrl: string): Promise<StripeJsStandIn> {
  const upstream = stripeApiUrl.replace(/\/+$/, '');
  const calls: string[] = [];
  const intents = new Map<string, StandInIntent>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  /** PaymentMethods made from the decline card. */
  const declining = new Set<string>();
  let origin = '';

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      json(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') {
      response.writeHead(204, corsHeaders());
      response.end();
      return;
    }
    if (method === 'GET' && (url.pathname === '/v3' || url.pathname === '/v3/')) {
      response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store', ...corsHeaders() });
      response.end(browserScript(origin));
      return;
    }
    if (!url.pathname.startsWith('/v1/')) return json(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` } });

    calls.push(`${method} ${url.pathname}`);
    const body = await readBody(request);
    const form = new URLSearchParams(body);
    const key = /^Bearer ((?:pk|sk|rk)_test_[A-Za-z0-9]+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!key) return json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: a test key (pk_test_… or sk_test_…) is required.' } });
    const publishable = key.startsWith('pk_');
    const secretKey = publishable ? key.replace(/^pk_/, 'sk_') : key;

    const idempotencyKey = method === 'POST' && !publishable ? header(request, 'idempotency-key') : undefined;
    const replay = idempotencyKey ? idempotent.get(`${url.pathname} ${idempotencyKey}`) : undefined;
    if (replay) return json(response, replay.status, replay.body);
    const answer = (status: number, value: unknown) => {
      if (idempotencyKey && status < 500) idempotent.set(`${url.pathname} ${idempotencyKey}`, { status, body: value });
      json(response, status, value);
    };

    const intentPath = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(url.pathname);
    const known = intentPath ? intents.get(intentPath[1]!) : undefined;
    if (publishable && intentPath && known && form.get('client_secret') !== null && form.get('client_secret') !== known.client_secret) {
      return answer(400, { error: { type: 'invalid_request_error', code: 'payment_intent_invalid_parameter', message: 'The client_secret provided does not match the client_secret associated with the PaymentIntent.' } });
    }
    if (intentPath?.[2] === 'confirm' && declining.has(form.get('payment_method') ?? '')) {
      const current = await forward('GET', `/v1/payment_intents/${intentPath[1]}`, secretKey);
      if (known) known.last_payment_error = DECLINE;
      return answer(402, {
        error: {
          ...DECLINE,
          doc_url: 'https://stripe.com/docs/error-codes/card-declined',
          payment_intent: { ...(current.body as object), ...(known ?? {}), status: 'requires_payment_method' },
          request_log_url: null,
        },
      });
    }

    const upstreamAnswer = await forward(method, `${url.pathname}${url.search}`, secretKey, body);
    if (upstreamAnswer.status !== 200) return answer(upstreamAnswer.status, upstreamAnswer.body);
    const value = upstreamAnswer.body as Record<string, unknown>;

    if (method === 'POST' && url.pathname === '/v1/payment_intents') {
      const id = String(value.id);
      const metadata: Record<string, string> = {};
      for (const [name, entry] of form) {
        const field = /^metadata\[(.+)\]$/.exec(name)?.[1];
        if (field) metadata[field] = entry;
      }
      const intent: StandInIntent = {
        id,
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        amount_received: 0,
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        metadata,
        last_payment_error: null,
      };
      intents.set(id, intent);
      return answer(200, { ...value, ...intent });
    }
    if (method === 'POST' && url.pathname === '/v1/payment_methods') {
      // stripe-mock's ids are not ours to track: give each PaymentMethod one, and remember the decline card's.
      const id = `pm_${randomBytes(12).toString('hex')}`;
      if ((form.get('card[number]') ?? '').replace(/\D/g, '') === DECLINED_CARD) declining.add(id);
      return answer(200, { ...value, id });
    }
    if (intentPath) {
      const intent = known ?? null;
      if (intent && intentPath[2] === 'confirm') {
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
      } else if (intent && intentPath[2] === 'cancel' && intent.status !== 'succeeded') {
        intent.status = 'canceled';
      }
      const shown = intent
        ? { ...value, ...intent }
        : intentPath[2] === 'confirm'
          ? // An intent made elsewhere (straight on stripe-mock): Stripe's outcome for a succeeding card all the same.
            { ...value, id: intentPath[1], status: 'succeeded', amount_received: value.amount, last_payment_error: null }
          : value;
      return answer(200, { ...shown, ...(intentPath[2] === 'confirm' ? { payment_method: form.get('payment_method'), next_action: null } : {}) });
    }
    answer(200, value);
  }

  async function forward(method: string, path: string, secretKey: string, body?: string): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${upstream}${path}`, {
      method,
      headers: { authorization: `Bearer ${secretKey}`, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(method === 'POST' ? { body: body ?? '' } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/v3/`,
    apiUrl: origin,
    calls,
    intents,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type, stripe-version, idempotency-key',
    'access-control-max-age': '600',
  };
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', ...corsHeaders() });
  response.end(JSON.stringify(body));
}

/** The browser script: plain ES2017, no modules, like Stripe.js defines `window.Stripe`. */
function browserScript(apiOrigin: string): string {
  return `(function () {
  'use strict';
  var API = ${JSON.stringify(apiOrigin)};

  function encode(params, prefix, out) {
    out = out || [];
    Object.keys(params).forEach(function (name) {
      var value = params[name];
      if (value === undefined || value === null) return;
      var key = prefix ? prefix + '[' + name + ']' : name;
      if (typeof value === 'object') encode(value, key, out);
      else out.push(encodeURIComponent(key) + '=' + encodeURIComponent(String(value)));
    });
    return out.join('&');
  }

  function request(key, method, path, params) {
    var init = { method: method, headers: { Authorization: 'Bearer ' + key } };
    if (method === 'POST') {
      init.headers['Content-Type'] = 'application/x-www-form-urlencoded';
      init.body = encode(params || {});
    }
    return fetch(API + path, init).then(function (response) {
      return response.json().then(function (body) { return { ok: response.ok, body: body }; });
    }, function () {
      return { ok: false, body: { error: { type: 'api_connection_error', message: 'We could not reach Stripe. Please try again.' } } };
    });
  }

  function field(labelText, name, placeholder, autocomplete) {
    var wrapper = document.createElement('div');
    wrapper.className = 'p-Field';
    var id = 'stripe-' + name + '-' + Math.random().toString(36).slice(2);
    var label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = labelText;
    var input = document.createElement('input');
    input.id = id;
    input.name = name;
    input.placeholder = placeholder;
    input.autocomplete = autocomplete;
    input.inputMode = 'numeric';
    input.setAttribute('data-elements-stable-field-name', name);
    input.style.cssText = 'display:block;width:100%;box-sizing:border-box;padding:8px;margin:4px 0 12px;font:inherit;border:1px solid #c9c3b8;border-radius:6px';
    wrapper.appendChild(label);
    wrapper.appendChild(input);
    return { wrapper: wrapper, input: input };
  }

  function digits(value) { return (value || '').replace(/\\D/g, ''); }

  function PaymentElement(elements) {
    this._elements = elements;
    this._handlers = {};
    this._node = null;
    this._inputs = null;
  }
  PaymentElement.prototype.mount = function (target) {
    var host = typeof target === 'string' ? document.querySelector(target) : target;
    if (!host) throw new Error('IntegrationError: the selector you passed to mount() did not match any elements.');
    var root = document.createElement('div');
    root.className = 'StripeElement StripeElement--empty';
    root.setAttribute('data-stripe-standin', 'payment');
    var number = field('Card number', 'cardNumber', '1234 1234 1234 1234', 'cc-number');
    var expiry = field('Expiration date', 'cardExpiry', 'MM / YY', 'cc-exp');
    var cvc = field('Security code', 'cardCvc', 'CVC', 'cc-csc');
    [number, expiry, cvc].forEach(function (f) { root.appendChild(f.wrapper); });
    host.innerHTML = '';
    host.appendChild(root);
    this._node = root;
    this._inputs = { number: number.input, expiry: expiry.input, cvc: cvc.input };
    var self = this;
    Object.keys(this._inputs).forEach(function (name) {
      var input = self._inputs[name];
      input.addEventListener('input', function () { self._emit('change', self._state()); });
      input.addEventListener('focus', function () { self._emit('focus', { elementType: 'payment' }); });
      input.addEventListener('blur', function () { self._emit('blur', { elementType: 'payment' }); });
    });
    setTimeout(function () { self._emit('ready', { elementType: 'payment' }); }, 0);
    return this;
  };
  PaymentElement.prototype._card = function () {
    var inputs = this._inputs || {};
    var expiry = digits(inputs.expiry && inputs.expiry.value);
    return {
      number: digits(inputs.number && inputs.number.value),
      exp_month: expiry.slice(0, 2),
      exp_year: expiry.length > 4 ? expiry.slice(2, 6) : '20' + expiry.slice(2, 4),
      cvc: digits(inputs.cvc && inputs.cvc.value),
    };
  };
  PaymentElement.prototype._problem = function () {
    var card = this._card();
    if (card.number.length < 13) return { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' };
    if (card.exp_month.length < 2 || card.exp_year.length < 4) return { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
    if (card.cvc.length < 3) return { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
    return null;
  };
  PaymentElement.prototype._state = function () {
    var card = this._card();
    var empty = !card.number && !card.exp_month && !card.cvc;
    if (this._node) this._node.className = 'StripeElement' + (empty ? ' StripeElement--empty' : '') + (this._problem() ? '' : ' StripeElement--complete');
    return { elementType: 'payment', empty: empty, complete: !this._problem(), collapsed: false, value: { type: 'card' } };
  };
  PaymentElement.prototype._emit = function (event, payload) {
    (this._handlers[event] || []).slice().forEach(function (handler) { handler(payload); });
  };
  PaymentElement.prototype.on = function (event, handler) {
    (this._handlers[event] = this._handlers[event] || []).push(handler);
    return this;
  };
  PaymentElement.prototype.off = function (event, handler) {
    this._handlers[event] = (this._handlers[event] || []).filter(function (h) { return h !== handler; });
    return this;
  };
  PaymentElement.prototype.once = function (event, handler) {
    var self = this;
    function once(payload) { self.off(event, once); handler(payload); }
    return this.on(event, once);
  };
  PaymentElement.prototype.focus = function () { if (this._inputs) this._inputs.number.focus(); };
  PaymentElement.prototype.blur = function () { if (document.activeElement && this._node && this._node.contains(document.activeElement)) document.activeElement.blur(); };
  PaymentElement.prototype.clear = function () {
    var inputs = this._inputs || {};
    Object.keys(inputs).forEach(function (name) { inputs[name].value = ''; });
    this._emit('change', this._state());
  };
  PaymentElement.prototype.collapse = function () { return this; };
  PaymentElement.prototype.update = function () { return this; };
  PaymentElement.prototype.unmount = function () {
    if (this._node && this._node.parentNode) this._node.parentNode.removeChild(this._node);
    this._node = null;
  };
  PaymentElement.prototype.destroy = function () {
    this.unmount();
    this._handlers = {};
    this._elements._element = null;
  };

  function Elements(stripe, options) {
    this._stripe = stripe;
    this._options = options || {};
    this._element = null;
  }
  Elements.prototype.create = function (type) {
    if (type !== 'payment') throw new Error('IntegrationError: this Stripe.js stand-in only provides the payment Element.');
    if (this._element) throw new Error('IntegrationError: Can only create one Element of type payment.');
    this._element = new PaymentElement(this);
    return this._element;
  };
  Elements.prototype.getElement = function (type) { return type === 'payment' ? this._element : null; };
  Elements.prototype.update = function (options) { Object.assign(this._options, options || {}); };
  Elements.prototype.fetchUpdates = function () { return Promise.resolve({}); };
  Elements.prototype.submit = function () {
    var problem = this._element ? this._element._problem() : { type: 'validation_error', message: 'The payment Element is not mounted.' };
    return Promise.resolve(problem ? { error: problem } : {});
  };

  function Stripe(publishableKey, options) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey, options);
    if (typeof publishableKey !== 'string' || publishableKey.indexOf('pk_') !== 0) {
      throw new Error('IntegrationError: Invalid value for Stripe(): apiKey should be a publishable key (pk_…).');
    }
    this._key = publishableKey;
    this._options = options || {};
  }
  Stripe.prototype.elements = function (options) { return new Elements(this, options); };
  Stripe.prototype.retrievePaymentIntent = function (clientSecret) {
    var id = String(clientSecret).split('_secret_')[0];
    return request(this._key, 'GET', '/v1/payment_intents/' + encodeURIComponent(id) + '?client_secret=' + encodeURIComponent(clientSecret)).then(function (answer) {
      return answer.ok ? { paymentIntent: answer.body } : { error: answer.body.error };
    });
  };
  Stripe.prototype.confirmPayment = function (options) {
    var key = this._key;
    var elements = options && options.elements;
    var element = elements && elements.getElement('payment');
    var clientSecret = (options && options.clientSecret) || (elements && elements._options.clientSecret);
    var confirmParams = (options && options.confirmParams) || {};
    var redirect = (options && options.redirect) || 'always';
    if (!element) return Promise.resolve({ error: { type: 'validation_error', message: 'The payment Element is not mounted.' } });
    if (!clientSecret) return Promise.resolve({ error: { type: 'invalid_request_error', message: 'A clientSecret is required to confirm a payment.' } });
    if (redirect === 'always' && !confirmParams.return_url) {
      return Promise.resolve({ error: { type: 'invalid_request_error', message: 'confirmParams.return_url is required unless redirect is if_required.' } });
    }
    var problem = element._problem();
    if (problem) return Promise.resolve({ error: problem });
    var card = element._card();
    var intentId = String(clientSecret).split('_secret_')[0];
    var billing = confirmParams.payment_method_data && confirmParams.payment_method_data.billing_details;
    return request(key, 'POST', '/v1/payment_methods', { type: 'card', card: card, billing_details: billing }).then(function (method) {
      if (!method.ok) return { error: method.body.error };
      return request(key, 'POST', '/v1/payment_intents/' + encodeURIComponent(intentId) + '/confirm', {
        client_secret: clientSecret,
        payment_method: method.body.id,
        return_url: confirmParams.return_url,
        receipt_email: confirmParams.receipt_email,
      }).then(function (answer) {
        if (!answer.ok) return { error: answer.body.error };
        var intent = answer.body;
        if (redirect === 'always' && confirmParams.return_url) {
          var target = new URL(confirmParams.return_url, window.location.href);
          target.searchParams.set('payment_intent', intent.id);
          target.searchParams.set('payment_intent_client_secret', clientSecret);
          target.searchParams.set('redirect_status', intent.status);
          window.location.assign(target.toString());
          return new Promise(function () {});
        }
        return { paymentIntent: intent };
      });
    });
  };

  window.Stripe = Stripe;
})();
`;
}
