import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { DomainError, ValidationFailedError } from '@emberhold/contracts';
import type { AppConfig } from '@emberhold/platform';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { EMBED_PROVIDERS } from '../embeds/embed-code';
import { assertStorableBody, assertStorableUrl } from './hostile-input';
import { AllowedHosts } from './site-address';

/** Probes of load balancers and orchestrators name the machine's address, not the site: they skip the host check. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * The checks every request passes before routing, once for the whole API and site:
 * - it names one of the site's hosts (Host, or X-Forwarded-Host from a trusted proxy), with a protocol that is http or https;
 * - its path and query are well-formed text;
 * - its parsed body holds only storable text, at a sane depth (after parsing, before any guard or handler).
 * Each failure is a 400 with meta.error naming the problem, through the one error handler.
 */
export function registerEdgeChecks(fastify: FastifyInstance, config: AppConfig): void {
  const hosts = new AllowedHosts(config);
  // Plain callback hooks, not async ones (a promise per request each): a thrown refusal goes to done(), and from there to
  // the one error handler as before.
  fastify.addHook('onRequest', (request, _reply, done) => {
    try {
      checkRequestTarget(request, hosts);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
  fastify.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    try {
      checkParsedBody(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}

function checkRequestTarget(request: FastifyRequest, hosts: AllowedHosts): void {
  const path = request.url.split('?')[0]!;
  if (!PROBE_PATHS.has(path)) {
    const host = request.host;
    if (!hosts.allows(host)) {
      throw new ValidationFailedError(`This site does not answer for the host "${host.slice(0, 100)}".`, [{ field: 'host', message: 'is not a host of this site' }], 'HOST_NOT_ALLOWED');
    }
  }
  if (request.protocol !== 'http' && request.protocol !== 'https') {
    throw new ValidationFailedError('x-forwarded-proto: must be http or https', [{ field: 'x-forwarded-proto', message: 'must be http or https' }]);
  }
  assertStorableUrl(request.url);
}

function checkParsedBody(request: FastifyRequest): void {
  // Multipart bodies are read by the routes that take them (@RouteConfig({ multipart: true })); anywhere else the
  // parser leaves the body unread, and a form of only optional fields would pass as empty.
  if (request.isMultipart() && (request.routeOptions.config as { multipart?: boolean } | undefined)?.multipart !== true) {
    throw new DomainError('unsupported_media_type', 'UNSUPPORTED_MEDIA_TYPE', 'This call does not take multipart forms; send JSON.');
  }
  if (request.body !== undefined) assertStorableBody(request.body);
}

/** An origin (scheme, host, port) of a configured URL, for the content security policy. */
const originOf = (url: string) => new URL(url).origin;

/**
 * The captcha provider's origins, where a captcha is configured (CAPTCHA_SITE_KEY): its script's origin for the script
 * and its challenge frame; Google's reCAPTCHA also loads its code from www.gstatic.com and may frame
 * recaptcha.google.com (https://developers.google.com/recaptcha/docs/faq#im-using-content-security-policy-csp-on-my-website.-how-can-i-configure-it-to-work-with-recaptcha).
 */
export function captchaSources(config: Pick<AppConfig, 'CAPTCHA_SITE_KEY' | 'CAPTCHA_SCRIPT_URL'>): { scripts: string[]; frames: string[] } {
  if (!config.CAPTCHA_SITE_KEY) return { scripts: [], frames: [] };
  const origin = originOf(config.CAPTCHA_SCRIPT_URL);
  const google = ['https://www.google.com', 'https://www.recaptcha.net'].includes(origin);
  return {
    scripts: [origin, ...(google ? ['https://www.gstatic.com'] : [])],
    frames: [origin, ...(google ? ['https://recaptcha.google.com'] : [])],
  };
}

/** The players embed code may show (unlisted content, creatives): exactly the embed providers' hosts, over https. */
export const EMBED_FRAME_SOURCES: readonly string[] = [...new Set(Object.values(EMBED_PROVIDERS).flat())].map((host) => `https://${host}`);

/**
 * Protective headers on every response (helmet): no framing by other sites, no MIME sniffing, a strict referrer
 * policy, and a content security policy that allows the site's own scripts and, where card payments are configured,
 * Stripe.js with its frames and API, and frames from the embed providers' players only (common/embeds). PayPal needs nothing here: the buyer is sent to PayPal's page and back.
 * Where a captcha is configured, its provider's script and frame too (captchaSources).
 * HSTS only on HTTPS requests (directly or through a trusted proxy): on plain HTTP it would be ignored, or on a
 * misconfigured host pin a site that has no certificate.
 */
export async function registerProtectiveHeaders(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  const headers = await protectiveHeaders(config);
  // Set on the raw response before routing, as @fastify/helmet does, so answers that Fastify does not send itself
  // (streamed or hijacked) carry them too. Plain callback hooks, not async ones: they run on every request, the
  // tracking beacons first.
  fastify.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (let i = 0; i < headers.length; i += 1) raw.setHeader(headers[i]![0], headers[i]![1]);
    done();
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}

/**
 * The helmet options of the site (see registerProtectiveHeaders): all static, so the headers they make are the same
 * for every response.
 */
export function protectiveHeaderOptions(config: AppConfig): FastifyHelmetOptions {
  const stripe = config.STRIPE_PUBLISHABLE_KEY
    ? {
        scripts: [originOf(config.STRIPE_JS_URL)],
        frames: [originOf(config.STRIPE_JS_URL), 'https://hooks.stripe.com'],
        connect: [originOf(config.STRIPE_API_URL ?? 'https://api.stripe.com'), originOf(config.STRIPE_JS_URL)],
      }
    : { scripts: [], frames: [], connect: [] };
  const captcha = captchaSources(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...new Set([...stripe.scripts, ...captcha.scripts])],
        // React writes style attributes, and Stripe's Payment Element styles its own elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(stripe.scripts.length ? ['https://*.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: [...new Set([...stripe.frames, ...captcha.frames, ...EMBED_FRAME_SOURCES])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Stripe.js opens its 3-D Secure windows and PayPal's return needs no opener: same-origin-allow-popups keeps both.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Media and assets may be shown by other sites (a shared product image): same-site resources only would break it.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  };
}

/**
 * The headers helmet sets with the site's options, worked out once at start-up by helmet itself (@fastify/helmet on a
 * throwaway Fastify instance, one request): helmet builds its middleware again for every response, which cost more
 * CPU than anything else an API answer does apart from the socket (about 8% of a tracking call under load). The
 * options are static (no per-request directives), so the headers are too. Helmet's only other step, removing
 * X-Powered-By, has nothing to remove: neither Node nor Fastify sets it.
 */
export async function protectiveHeaders(config: AppConfig): Promise<Array<[string, string]>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    try {
      if (withHelmet) await probe.register(fastifyHelmet, protectiveHeaderOptions(config));
      probe.get('/', async () => 'ok');
      return (await probe.inject({ method: 'GET', url: '/' })).headers;
    } finally {
      await probe.close();
    }
  };
  const [plain, protectedAnswer] = await Promise.all([answer(false), answer(true)]);
  const headers = Object.entries(protectedAnswer)
    .filter(([name, value]) => !(name in plain) && typeof value === 'string')
    .map(([name, value]) => [name, value as string] as [string, string]);
  if (!headers.some(([name]) => name === 'content-security-policy')) throw new Error('helmet set no content security policy');
  return headers;
}
