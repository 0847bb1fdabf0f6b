/**
 * What the provider's verification answer means for the form (reCAPTCHA v2's siteverify, which hCaptcha also speaks):
 * `{ success, challenge_ts, hostname, "error-codes" }`. See https://developers.google.com/recaptcha/docs/verify.
 */
export interface SiteverifyAnswer {
  success?: unknown;
  challenge_ts?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

export type SiteverifyOutcome =
  /** The answer is good, and was given on one of the site's hosts (or the provider names none). */
  | { kind: 'passed' }
  /** The visitor's answer was refused (forged, used already, expired, or given on another site): ticking again helps. */
  | { kind: 'rejected'; reason: string }
  /** The site's side is wrong (the secret, the request): nothing the visitor does helps; the operator must look. */
  | { kind: 'misconfigured'; reason: string };

/** Error codes that say the site's request, not the visitor's answer, was wrong. */
const SITE_SIDE_CODES = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request', 'invalid-keys']);

/**
 * Reads a verification answer. `allowsHost` says whether a host name is one the site answers for: an answer solved on
 * another site (a token harvested elsewhere for the same key) is refused.
 */
export function readSiteverifyAnswer(answer: SiteverifyAnswer, allowsHost: (hostname: string) => boolean): SiteverifyOutcome {
  const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].filter((code): code is string => typeof code === 'string') : [];
  if (answer.success !== true) {
    const siteSide = codes.find((code) => SITE_SIDE_CODES.has(code));
    if (siteSide) return { kind: 'misconfigured', reason: siteSide };
    return { kind: 'rejected', reason: codes.join(', ') || 'not successful' };
  }
  if (typeof answer.hostname === 'string' && answer.hostname !== '' && !allowsHost(answer.hostname)) {
    return { kind: 'rejected', reason: `solved on another host (${answer.hostname.slice(0, 100)})` };
  }
  return { kind: 'passed' };
}
