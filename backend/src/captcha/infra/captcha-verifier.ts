import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CAPTCHA_MISSING_MESSAGE,
  CAPTCHA_REJECTED_MESSAGE,
  CAPTCHA_UNAVAILABLE_MESSAGE,
  DomainError,
  ValidationFailedError,
  type CaptchaSettings,
} from '@emberhold/contracts';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import { AllowedHosts } from '../../common/http/site-address';
import { readSiteverifyAnswer, type SiteverifyAnswer } from '../domain/siteverify-answer';

/** How long the server waits for the provider's verification before the form answers 503. */
export const CAPTCHA_VERIFY_TIMEOUT_MS = 5_000;

/**
 * The captcha on the contact and register forms, when CAPTCHA_SITE_KEY (and CAPTCHA_SECRET) are set: the settings the
 * browser needs, and the check of each answer with the provider's verification protocol (reCAPTCHA v2's siteverify:
 * a form-encoded POST of secret, response and remoteip). A form calls `check` before it writes anything.
 */
@Injectable()
export class CaptchaVerifier {
  private readonly logger = new Logger(CaptchaVerifier.name);
  private readonly provider: { siteKey: string; secret: string; verifyUrl: string; scriptUrl: string } | null;
  private readonly hosts: AllowedHosts;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { CAPTCHA_SITE_KEY, CAPTCHA_SECRET, CAPTCHA_VERIFY_URL, CAPTCHA_SCRIPT_URL } = config;
    this.provider =
      CAPTCHA_SITE_KEY && CAPTCHA_SECRET ? { siteKey: CAPTCHA_SITE_KEY, secret: CAPTCHA_SECRET, verifyUrl: CAPTCHA_VERIFY_URL, scriptUrl: CAPTCHA_SCRIPT_URL } : null;
    this.hosts = new AllowedHosts(config);
  }

  /** What the browser needs to show the captcha, or null when the site has none. */
  get settings(): CaptchaSettings | null {
    return this.provider ? { site_key: this.provider.siteKey, script_url: this.provider.scriptUrl } : null;
  }

  /**
   * Passes when no captcha is configured, or when the provider accepts `answer` (once: a token cannot be used twice).
   * Otherwise throws: no answer or a refused one is a 400 the visitor can fix by ticking again; a provider that cannot
   * be asked (down, slow, refusing the site's secret) is a 503.
   */
  async check(answer: string | undefined, remoteIp: string | undefined): Promise<void> {
    if (!this.provider) return;
    const token = answer?.trim();
    if (!token) throw new ValidationFailedError(CAPTCHA_MISSING_MESSAGE, [{ field: 'captcha', message: CAPTCHA_MISSING_MESSAGE }], 'CAPTCHA_MISSING');
    const outcome = readSiteverifyAnswer(await this.verify(token, remoteIp), (hostname) => this.hosts.allows(hostname));
    if (outcome.kind === 'passed') return;
    if (outcome.kind === 'misconfigured') {
      this.logger.error({ reason: outcome.reason }, 'the captcha provider refused the site\'s verification request (CAPTCHA_SECRET, CAPTCHA_VERIFY_URL)');
      throw this.unavailable();
    }
    this.logger.log({ reason: outcome.reason }, 'captcha answer refused');
    throw new ValidationFailedError(CAPTCHA_REJECTED_MESSAGE, [{ field: 'captcha', message: CAPTCHA_REJECTED_MESSAGE }], 'CAPTCHA_REJECTED');
  }

  private async verify(token: string, remoteIp: string | undefined): Promise<SiteverifyAnswer> {
    const { secret, verifyUrl } = this.provider!;
    const form = new URLSearchParams({ secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let response: Response;
    try {
      response = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(CAPTCHA_VERIFY_TIMEOUT_MS),
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'the captcha provider could not be reached');
      throw this.unavailable();
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      this.logger.warn({ status: response.status, body: text.slice(0, 300) }, 'the captcha provider answered with an error');
      throw this.unavailable();
    }
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as SiteverifyAnswer;
    } catch {
      // said below
    }
    this.logger.warn({ body: text.slice(0, 300) }, 'the captcha provider answered something other than a verification result');
    throw this.unavailable();
  }

  private unavailable(): DomainError {
    return new DomainError('unavailable', 'CAPTCHA_UNAVAILABLE', CAPTCHA_UNAVAILABLE_MESSAGE);
  }
}
