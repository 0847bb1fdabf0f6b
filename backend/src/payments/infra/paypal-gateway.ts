import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import { centsToDecimal } from '../domain/money';
import { PaypalUnavailableError } from '../domain/payment-errors';

/** The parts of a PayPal Orders v2 order payments read. */
export interface PaypalOrder {
  id: string;
  /** CREATED, SAVED, APPROVED, VOIDED, COMPLETED or PAYER_ACTION_REQUIRED. */
  status: string;
  links?: Array<{ href: string; rel: string; method?: string }>;
  purchase_units?: Array<{
    custom_id?: string;
    amount?: { currency_code: string; value: string };
    payments?: { captures?: PaypalCapture[] };
  }>;
}

export interface PaypalCapture {
  id: string;
  /** COMPLETED, DECLINED, PARTIALLY_REFUNDED, PENDING, REFUNDED or FAILED. */
  status: string;
  amount: { currency_code: string; value: string };
  custom_id?: string;
}

/** PayPal's error body: `name` (UNPROCESSABLE_ENTITY …) and the `issue` of each detail (ORDER_NOT_APPROVED …). */
export interface PaypalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: Array<{ issue?: string; description?: string }>;
}

export type PaypalCaptureResult = { ok: true; order: PaypalOrder } | { ok: false; status: number; issues: string[] };

export interface CreatePaypalOrder {
  requestId: string;
  customId: string;
  amountCents: number;
  description: string;
  returnUrl: string;
  cancelUrl: string;
}

const TOKEN_MARGIN_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * PayPal Orders v2 over fetch: an OAuth2 client-credentials token (kept until shortly before it expires, fetched
 * again once if PayPal refuses it), create, get and capture. Every write carries a PayPal-Request-Id, so a retried
 * call answers what the first one did. PAYPAL_API_URL points it at the sandbox (default), live, or a test server.
 */
@Injectable()
export class PaypalGateway {
  private readonly logger = new Logger(PaypalGateway.name);
  private readonly credentials: { baseUrl: string; clientId: string; clientSecret: string } | null;
  private token: { value: string; expiresAt: number } | null = null;
  private fetchingToken: Promise<string> | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { PAYPAL_API_URL, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET } = config;
    this.credentials =
      PAYPAL_CLIENT_ID && PAYPAL_CLIENT_SECRET
        ? { baseUrl: PAYPAL_API_URL.replace(/\/+$/, ''), clientId: PAYPAL_CLIENT_ID, clientSecret: PAYPAL_CLIENT_SECRET }
        : null;
  }

  get configured(): boolean {
    return this.credentials !== null;
  }

  async createOrder(order: CreatePaypalOrder): Promise<PaypalOrder> {
    const value = centsToDecimal(order.amountCents);
    const response = await this.request('POST', '/v2/checkout/orders', {
      requestId: order.requestId,
      body: {
        intent: 'CAPTURE',
        purchase_units: [{ custom_id: order.customId, description: order.description.slice(0, 127), amount: { currency_code: 'USD', value } }],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: 'Emberhold Gifts',
              shipping_preference: 'NO_SHIPPING',
              user_action: 'PAY_NOW',
              return_url: order.returnUrl,
              cancel_url: order.cancelUrl,
            },
          },
        },
      },
    });
    if (response.status !== 200 && response.status !== 201) throw this.unavailable('create an order', response);
    return response.body as PaypalOrder;
  }

  /** The order as PayPal has it now, or null when PayPal does not know the id. */
  async getOrder(id: string): Promise<PaypalOrder | null> {
    const response = await this.request('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
    if (response.status === 404) return null;
    if (response.status !== 200) throw this.unavailable('read an order', response);
    return response.body as PaypalOrder;
  }

  /** Captures an approved order; a refusal (not approved, declined, captured already, unknown) comes back with PayPal's issues. */
  async captureOrder(id: string, requestId: string): Promise<PaypalCaptureResult> {
    const response = await this.request('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, { requestId, body: {} });
    if (response.status === 200 || response.status === 201) return { ok: true, order: response.body as PaypalOrder };
    if (response.status >= 500 || response.status === 401 || response.status === 403 || response.status === 429) {
      throw this.unavailable('capture an order', response);
    }
    const error = (response.body ?? {}) as PaypalErrorBody;
    return { ok: false, status: response.status, issues: (error.details ?? []).flatMap((detail) => (detail.issue ? [detail.issue] : [])) };
  }

  /** The link PayPal sends the buyer to: `payer-action` with a payment source, `approve` without. */
  static approveUrl(order: PaypalOrder): string | null {
    const link = order.links?.find((l) => l.rel === 'payer-action') ?? order.links?.find((l) => l.rel === 'approve');
    return link?.href ?? null;
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    options: { requestId?: string; body?: object } = {},
    retried = false,
  ): Promise<{ status: number; body: unknown }> {
    const { baseUrl } = this.requireCredentials();
    const token = await this.accessToken();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...(options.requestId ? { 'paypal-request-id': options.requestId } : {}),
          prefer: 'return=representation',
        },
        ...(options.body ? { body: JSON.stringify(options.body) } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      this.logger.error({ err: error, path }, 'PayPal could not be reached');
      throw new PaypalUnavailableError('unreachable');
    }
    if (response.status === 401 && !retried) {
      // A token PayPal revoked or expired early: fetch a new one, once.
      this.token = null;
      return this.request(method, path, options, true);
    }
    const text = await response.text();
    return { status: response.status, body: parseJson(text) };
  }

  private requireCredentials(): { baseUrl: string; clientId: string; clientSecret: string } {
    if (!this.credentials) throw new PaypalUnavailableError();
    return this.credentials;
  }

  private accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return Promise.resolve(this.token.value);
    this.fetchingToken ??= this.fetchToken().finally(() => {
      this.fetchingToken = null;
    });
    return this.fetchingToken;
  }

  private async fetchToken(): Promise<string> {
    const { baseUrl, clientId, clientSecret } = this.requireCredentials();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      this.logger.error({ err: error }, 'PayPal could not be reached for an access token');
      throw new PaypalUnavailableError('unreachable');
    }
    const body = (await response.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!response.ok || !body?.access_token) {
      this.logger.error({ status: response.status, body }, 'PayPal refused the client credentials (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET)');
      throw new PaypalUnavailableError('unreachable');
    }
    const lifetimeMs = Math.max(0, (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS);
    this.token = { value: body.access_token, expiresAt: Date.now() + lifetimeMs };
    return body.access_token;
  }

  private unavailable(what: string, response: { status: number; body: unknown }): PaypalUnavailableError {
    this.logger.error({ status: response.status, body: response.body }, `PayPal: could not ${what}`);
    return new PaypalUnavailableError('unreachable');
  }
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}
