import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { header, readBody } from './incoming-request';

/** One order as the sandbox keeps it (PayPal Orders v2 names). */
export interface SandboxOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  intent: 'CAPTURE' | 'AUTHORIZE';
  purchaseUnits: Array<{ reference_id: string; custom_id?: string; description?: string; amount: { currency_code: string; value: string } }>;
  returnUrl: string | null;
  cancelUrl: string | null;
  payerId: string | null;
  captureId: string | null;
  createTime: string;
  updateTime: string;
}

export interface PaypalSandbox {
  /** The API base URL (PAYPAL_API_URL); the buyer's approval page is on the same server (/checkoutnow?token=). */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Every order created, by id. */
  orders: Map<string, SandboxOrder>;
  /** Approves an order as its buyer would on PayPal's page; returns the payer id, or null for an unknown order. */
  approve(orderId: string): string | null;
  /** Calls received, `METHOD /path`, oldest first (for asserting what was called, e.g. one token for many orders). */
  calls: string[];
  close(): Promise<void>;
}

const ORDER_NOT_APPROVED =
  "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.";

/**
 * A small, stateful stand-in for PayPal's REST API (PayPal has no offline mock): exactly the Orders v2 calls the
 * product makes, with PayPal's documented JSON shapes.
 *
 * - POST /v1/oauth2/token (Basic client id:secret, grant_type=client_credentials) → { access_token, token_type, expires_in … };
 *   wrong credentials → 401 { error: 'invalid_client' }. Every other call needs `Authorization: Bearer <a token it issued>`.
 * - POST /v2/checkout/orders: intent, purchase_units[] and payment_source.paypal.experience_context.{return_url,
 *   cancel_url} → 201 PAYER_ACTION_REQUIRED with a `payer-action` link (CREATED with an `approve` link without a
 *   payment source). The same PayPal-Request-Id answers the same order again (PayPal's idempotency).
 * - GET /v2/checkout/orders/{id} → the order; unknown → 404 RESOURCE_NOT_FOUND / INVALID_RESOURCE_ID.
 * - POST /v2/checkout/orders/{id}/capture → 201 COMPLETED with purchase_units[].payments.captures[] once approved;
 *   not approved → 422 UNPROCESSABLE_ENTITY / ORDER_NOT_APPROVED; captured already → 422 ORDER_ALREADY_CAPTURED
 *   (unless the same PayPal-Request-Id repeats the first capture, which answers it again). Only successful answers
 *   are kept per PayPal-Request-Id: a refused call may be retried with the same id once its cause is gone.
 * - GET /checkoutnow?token={id}: the buyer's approval page; marks the order APPROVED and answers 302 to its return_url
 *   with token={id}&PayerID=… appended (PayPal's redirect). ?cancel=1 sends the buyer to cancel_url instead.
 */
export async function startPaypalSandbox(): Promise<PaypalSandbox> {
  const clientId = `sandbox-client-${randomBytes(4).toString('hex')}`;
  const clientSecret = `sandbox-secret-${randomBytes(8).toString('hex')}`;
  const tokens = new Set<string>();
  const orders = new Map<string, SandboxOrder>();
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const calls: string[] = [];
  let base = '';

  const approve = (orderId: string): string | null => {
    const order = orders.get(orderId);
    if (!order) return null;
    order.payerId ??= `PAYER${randomBytes(5).toString('hex').toUpperCase()}`;
    if (order.status === 'PAYER_ACTION_REQUIRED' || order.status === 'CREATED') {
      order.status = 'APPROVED';
      order.updateTime = new Date().toISOString();
    }
    return order.payerId;
  };

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      send(response, 500, { name: 'INTERNAL_SERVER_ERROR', message: String(error), debug_id: debugId() });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', base);
    const body = await readBody(request);
    calls.push(`${request.method} ${url.pathname}`);

    if (request.method === 'GET' && url.pathname === '/checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (!order) return send(response, 404, 'Unknown order', 'text/plain');
      const cancelled = url.searchParams.get('cancel') === '1';
      const target = cancelled ? order.cancelUrl : order.returnUrl;
      const payerId = cancelled ? null : approve(order.id);
      if (!target) return send(response, 200, `<!doctype html><title>PayPal sandbox</title><p>Order ${order.id} ${cancelled ? 'cancelled' : 'approved'}.</p>`, 'text/html');
      const location = new URL(target);
      location.searchParams.set('token', order.id);
      if (payerId) location.searchParams.set('PayerID', payerId);
      response.writeHead(302, { location: location.toString() });
      response.end();
      return;
    }

    if (request.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return send(response, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return send(response, 400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
      }
      const token = `A21AA${randomBytes(24).toString('base64url')}`;
      tokens.add(token);
      return send(response, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32400,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
      });
    }

    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return send(response, 401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
    }
    const requestId = header(request, 'paypal-request-id');
    const replay = requestId ? byRequestId.get(`${request.method} ${url.pathname} ${requestId}`) : undefined;
    if (replay) return send(response, replay.status, replay.body);
    const remember = (status: number, answer: unknown) => {
      if (requestId && status < 300) byRequestId.set(`${request.method} ${url.pathname} ${requestId}`, { status, body: answer });
      send(response, status, answer);
    };

    if (request.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const input = parseJson(body) as {
        intent?: string;
        purchase_units?: SandboxOrder['purchaseUnits'];
        payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
      } | null;
      const problem = validateCreate(input);
      if (problem) return remember(400, invalidRequest(problem.field, problem.issue, problem.description));
      const id = orderId();
      const now = new Date().toISOString();
      const context = input!.payment_source?.paypal?.experience_context;
      const order: SandboxOrder = {
        id,
        status: input!.payment_source?.paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        intent: input!.intent as 'CAPTURE',
        purchaseUnits: input!.purchase_units!.map((unit, index) => ({ ...unit, reference_id: unit.reference_id ?? (index === 0 ? 'default' : String(index)) })),
        returnUrl: context?.return_url ?? null,
        cancelUrl: context?.cancel_url ?? null,
        payerId: null,
        captureId: null,
        createTime: now,
        updateTime: now,
      };
      orders.set(id, order);
      return remember(201, orderJson(order, base));
    }

    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    if (match) {
      const order = orders.get(decodeURIComponent(match[1]!));
      if (!order) {
        return remember(404, {
          name: 'RESOURCE_NOT_FOUND',
          details: [{ field: 'order_id', value: match[1], location: 'path', issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist. Please check the resource ID and try again.' }],
          message: 'The specified resource does not exist.',
          debug_id: debugId(),
          links: [{ href: 'https://developer.paypal.com/docs/api/orders/v2/#error-INVALID_RESOURCE_ID', rel: 'information_link', method: 'GET' }],
        });
      }
      if (request.method === 'GET' && !match[2]) return send(response, 200, orderJson(order, base));
      if (request.method === 'POST' && match[2]) {
        if (order.status === 'COMPLETED') return remember(422, unprocessable('ORDER_ALREADY_CAPTURED', "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed."));
        if (order.status !== 'APPROVED') return remember(422, unprocessable('ORDER_NOT_APPROVED', ORDER_NOT_APPROVED));
        order.status = 'COMPLETED';
        order.captureId = captureId();
        order.updateTime = new Date().toISOString();
        return remember(201, orderJson(order, base));
      }
    }
    send(response, 404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', debug_id: debugId() });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    clientId,
    clientSecret,
    orders,
    approve,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An order as PayPal's API shows it: links while the buyer must act, captures once completed. */
function orderJson(order: SandboxOrder, base: string): object {
  const self = { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' };
  const links =
    order.status === 'PAYER_ACTION_REQUIRED'
      ? [self, { href: `${base}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }]
      : order.status === 'CREATED'
        ? [self, { href: `${base}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' }, { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' }]
        : order.status === 'APPROVED'
          ? [self, { href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' }]
          : [self];
  const payer = order.payerId
    ? { name: { given_name: 'Sandbox', surname: 'Buyer' }, email_address: 'buyer@sandbox.example', payer_id: order.payerId, address: { country_code: 'US' } }
    : undefined;
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    ...(payer ? { payment_source: { paypal: { email_address: payer.email_address, account_id: payer.payer_id, account_status: 'VERIFIED', name: payer.name, address: payer.address } }, payer } : { payment_source: { paypal: {} } }),
    purchase_units: order.purchaseUnits.map((unit) => ({
      reference_id: unit.reference_id,
      amount: unit.amount,
      payee: { email_address: 'merchant@sandbox.example', merchant_id: 'SANDBOXMERCHANT1' },
      ...(unit.description ? { description: unit.description } : {}),
      ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
      ...(order.status === 'COMPLETED'
        ? {
            payments: {
              captures: [
                {
                  id: order.captureId,
                  status: 'COMPLETED',
                  amount: unit.amount,
                  final_capture: true,
                  seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
                  seller_receivable_breakdown: {
                    gross_amount: unit.amount,
                    paypal_fee: { currency_code: unit.amount.currency_code, value: fee(unit.amount.value) },
                    net_amount: { currency_code: unit.amount.currency_code, value: (Number(unit.amount.value) - Number(fee(unit.amount.value))).toFixed(2) },
                  },
                  ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
                  links: [{ href: `${base}/v2/payments/captures/${order.captureId}`, rel: 'self', method: 'GET' }],
                  create_time: order.updateTime,
                  update_time: order.updateTime,
                },
              ],
            },
          }
        : {}),
    })),
    create_time: order.createTime,
    update_time: order.updateTime,
    links,
  };
}

function validateCreate(input: unknown): { field: string; issue: string; description: string } | null {
  const order = input as { intent?: unknown; purchase_units?: unknown } | null;
  if (!order || typeof order !== 'object') return { field: '/', issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' };
  if (order.intent !== 'CAPTURE' && order.intent !== 'AUTHORIZE') return { field: '/intent', issue: 'INVALID_PARAMETER_VALUE', description: 'The value of a field is invalid.' };
  if (!Array.isArray(order.purchase_units) || order.purchase_units.length === 0) {
    return { field: '/purchase_units', issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field / parameter is missing.' };
  }
  for (const [index, unit] of (order.purchase_units as Array<{ amount?: { currency_code?: unknown; value?: unknown } }>).entries()) {
    if (typeof unit.amount?.currency_code !== 'string' || !/^[A-Z]{3}$/.test(unit.amount.currency_code)) {
      return { field: `/purchase_units/@reference_id=='${index}'/amount/currency_code`, issue: 'INVALID_PARAMETER_VALUE', description: 'The value of a field is invalid.' };
    }
    if (typeof unit.amount.value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(unit.amount.value)) {
      return { field: `/purchase_units/@reference_id=='${index}'/amount/value`, issue: 'DECIMAL_PRECISION', description: 'If the currency supports decimals, only two decimal place precision is supported.' };
    }
  }
  return null;
}

function invalidRequest(field: string, issue: string, description: string): object {
  return {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    debug_id: debugId(),
    details: [{ field, location: 'body', issue, description }],
    links: [{ href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`, rel: 'information_link', encType: 'application/json' }],
  };
}

function unprocessable(issue: string, description: string): object {
  return {
    name: 'UNPROCESSABLE_ENTITY',
    details: [{ issue, description }],
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: debugId(),
    links: [{ href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`, rel: 'information_link', method: 'GET' }],
  };
}

const fee = (value: string) => (Number(value) * 0.0349 + 0.49).toFixed(2);
const alphanumeric = (length: number) => randomBytes(length).toString('hex').toUpperCase().slice(0, length);
const orderId = () => alphanumeric(17);
const captureId = () => alphanumeric(17);
const debugId = () => randomBytes(7).toString('hex');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'content-type': type, 'paypal-debug-id': debugId() });
  response.end(text);
}
