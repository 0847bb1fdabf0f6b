import { randomBytes } from 'node:crypto';
import { CAPTCHA_MISSING_MESSAGE, CAPTCHA_REJECTED_MESSAGE, CAPTCHA_UNAVAILABLE_MESSAGE } from '@emberhold/contracts';
import { captchaProviderForThisFile } from '../../test/support/captcha-provider';
import { apiForThisFile, type ApiUnderTest } from './api-under-test.test-support';
import { TEST_PASSWORD } from './test-constants.test-support';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Helpers over one product: a contact message and a registration (form-encoded, as the site sends it), each unique. */
function formsOf(product: ApiUnderTest) {
  const unique = () => randomBytes(4).toString('hex');
  let address = 1;
  return {
    /** POST /api/user/contact; `marker` is in the message so the test can look for it in the table. */
    async contact(captcha?: string, remoteAddress = '198.51.100.7') {
      const marker = `captcha-${unique()}`;
      const payload = { name: 'Ysra Vell', email: 'ysra@example.test', type: 'General question/inquiry', message: `Is the lantern in stock? ${marker}`, ...(captcha === undefined ? {} : { captcha }) };
      const response = await product.inject({ method: 'POST', url: '/api/user/contact', payload, remoteAddress });
      const stored = await product.infrastructure.prisma.contact.count({ where: { message: { contains: marker } } });
      return { response, stored };
    },
    /** POST /api/user/register, each from its own address so the registration limit never stops the suite. */
    async register(captcha?: string) {
      const id = unique();
      const email = `reader.${id}@example.test`;
      const fields = { username: `reader_${id}`, email, password: TEST_PASSWORD, ...(captcha === undefined ? {} : { captcha }) };
      const response = await product.inject({ method: 'POST', url: '/api/user/register', headers: FORM, payload: new URLSearchParams(fields).toString(), remoteAddress: `203.0.113.${address++}` });
      const stored = await product.infrastructure.prisma.user.count({ where: { email } });
      return { response, stored };
    },
  };
}

const directive = (csp: string, name: string) => csp.split(';').find((part) => part.trim().startsWith(`${name} `))?.trim() ?? '';

describe('captcha on the contact and register forms (spec section 5), against a provider speaking reCAPTCHA v2', () => {
  const { provider, env } = captchaProviderForThisFile();
  const product = apiForThisFile({ posts: 50, env });
  const forms = formsOf(product);

  it('tells the browser the site key and script, and lets the page load them under its content security policy', async () => {
    const response = await product.inject({ method: 'GET', url: '/api/captcha' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ meta: { status: 'success' }, captcha: { site_key: provider.siteKey, script_url: `${provider.url}/recaptcha/api.js` } });
    expect(response.json().captcha.site_key).toHaveLength(40);
    expect(JSON.stringify(response.json())).not.toContain(provider.secret);
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${provider.url}`);
    expect(directive(csp, 'frame-src')).toContain(provider.url);
  });

  it.each(['contact', 'register'] as const)('refuses the %s form without an answer, writing nothing', async (form) => {
    for (const captcha of [undefined, '', '   ']) {
      const { response, stored } = await forms[form](captcha);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ meta: { status: 'error', error: CAPTCHA_MISSING_MESSAGE }, code: 'CAPTCHA_MISSING', errors: [{ field: 'captcha' }] });
      expect(stored).toBe(0);
    }
  });

  it.each(['contact', 'register'] as const)('refuses the %s form with a forged answer or one solved on another site, writing nothing', async (form) => {
    for (const captcha of [`03A${randomBytes(96).toString('base64url')}`, provider.issueToken('elsewhere.example')]) {
      const { response, stored } = await forms[form](captcha);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ meta: { error: CAPTCHA_REJECTED_MESSAGE }, code: 'CAPTCHA_REJECTED' });
      expect(stored).toBe(0);
    }
  });

  it.each(['contact', 'register'] as const)('takes the %s form with a good answer once, and refuses the same answer again', async (form) => {
    const token = provider.issueToken('localhost');
    const first = await forms[form](token);
    expect(first.response.statusCode).toBe(200);
    expect(first.stored).toBe(1);

    const again = await forms[form](token);
    expect(again.response.statusCode).toBe(400);
    expect(again.response.json()).toMatchObject({ meta: { error: CAPTCHA_REJECTED_MESSAGE }, code: 'CAPTCHA_REJECTED' });
    expect(again.stored).toBe(0);
  });

  it('asks the provider with the site\'s secret, the answer and the visitor\'s address, as the protocol has them', async () => {
    const token = provider.issueToken();
    const { response } = await forms.contact(token, '198.51.100.42');
    expect(response.statusCode).toBe(200);
    expect(provider.verifications.at(-1)).toEqual({ secret: provider.secret, response: token, remoteip: '198.51.100.42' });
  });

  it.each(['contact', 'register'] as const)('answers the %s form 503 in plain words while the provider cannot be reached, writing nothing', async (form) => {
    provider.setOffline(true);
    try {
      const { response, stored } = await forms[form](provider.issueToken());
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ meta: { status: 'error', error: CAPTCHA_UNAVAILABLE_MESSAGE }, code: 'CAPTCHA_UNAVAILABLE' });
      expect(stored).toBe(0);
    } finally {
      provider.setOffline(false);
    }
    // Back up, the provider takes answers again.
    expect((await forms[form](provider.issueToken())).response.statusCode).toBe(200);
  });

  it('still answers a form that fails its own checks with its own message first', async () => {
    const response = await product.inject({ method: 'POST', url: '/api/user/contact', payload: { name: '', email: 'ysra@example.test', type: 'General question/inquiry', message: 'hi', captcha: provider.issueToken() } });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.error).toBe('Please fill out all required fields.');
  });
});

describe('without a captcha configured', () => {
  const product = apiForThisFile({ posts: 50 });
  const forms = formsOf(product);

  it('tells the browser there is none, and the forms work as before, ignoring a stray answer', async () => {
    const settings = await product.inject({ method: 'GET', url: '/api/captcha' });
    expect(settings.json()).toEqual({ meta: { status: 'success' }, captcha: null });
    expect(directive(String(settings.headers['content-security-policy']), 'script-src')).toBe("script-src 'self'");

    for (const captcha of [undefined, 'anything']) {
      const contact = await forms.contact(captcha);
      expect([contact.response.statusCode, contact.stored]).toEqual([200, 1]);
      const registered = await forms.register(captcha);
      expect([registered.response.statusCode, registered.stored]).toEqual([200, 1]);
    }
  });
});
