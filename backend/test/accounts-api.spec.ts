import { randomBytes } from 'node:crypto';
import { LOGIN_LIMITS, loginAttemptKeys } from '../src/common/security/attempt-limits';
import { apiForThisFile, type ApiUnderTest } from './api-under-test.test-support';
import { TEST_HOST, TEST_PASSWORD } from './test-constants.test-support';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Accounts on server-side sessions: registration, login, logout, the user-info calls, CSRF and attempt limits. */
describe('accounts: register, log in, log out', () => {
  const product = apiForThisFile({ posts: 60, mail: true });

  const inbox = () => product.inbox!;
  const unique = () => randomBytes(4).toString('hex');
  const inject = (options: Parameters<ApiUnderTest['app']['inject']>[0]) => product.app.inject(options);
  /** The cookie header a browser would send back after this response. */
  const cookiesOf = (response: Awaited<ReturnType<typeof inject>>) =>
    response.cookies.filter((cookie) => cookie.value !== '').map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

  async function register(fields: Partial<Record<'username' | 'email' | 'password', string>> = {}, remoteAddress = `198.51.100.${1 + (Math.random() * 200) | 0}`) {
    const id = unique();
    const body = { username: `reader_${id}`, email: `Reader.${id}@Example.test`, password: TEST_PASSWORD, ...fields };
    const response = await inject({ method: 'POST', url: '/api/user/register', headers: FORM, payload: form(body), remoteAddress });
    return { response, body };
  }

  it('registers from a form, logs the new account in with an httpOnly SameSite cookie, and stores only an argon2id hash', async () => {
    const { response, body } = await register();
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(json.meta.status).toBe('success');
    expect(json.user).toMatchObject({ username: body.username, email: body.email.toLowerCase(), access: false, editor: false, advertiser: false });
    expect(json.user.profile_image).toMatch(/default/);
    expect(json.csrf_token).toMatch(/^[\w-]{20,}$/);
    const session = response.cookies.find((cookie) => cookie.name === 'emberhold_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.cookies.find((cookie) => cookie.name === 'emberhold_csrf')?.httpOnly).toBeFalsy();
    const stored = await product.infrastructure.prisma.user.findUniqueOrThrow({ where: { email: body.email.toLowerCase() } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain(body.password);

    const me = await inject({ method: 'GET', url: `/api/user/me?now=${Date.now()}`, headers: { cookie: cookiesOf(response) } });
    expect(me.json()).toMatchObject({ meta: { status: 'success' }, user: { user_id: json.user.user_id }, csrf_token: json.csrf_token });
  });

  it('names what is wrong with a registration, and refuses a taken email or username with 409', async () => {
    const bad = await register({ username: 'x', email: 'not-an-email', password: 'short' });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.response.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password', 'username']);
    expect(bad.response.json().meta.error).toBe('username: Please choose a username of 3 to 30 letters, digits, _ or -.');

    const { body } = await register();
    const sameEmail = await register({ email: body.email.toUpperCase() });
    expect([sameEmail.response.statusCode, sameEmail.response.json().errors[0].field]).toEqual([409, 'email']);
    expect(sameEmail.response.json().meta.error).toBe('An account with that email address already exists. Please log in instead.');
    const sameName = await register({ username: body.username });
    expect([sameName.response.statusCode, sameName.response.json().errors[0].field]).toEqual([409, 'username']);
  });

  it('logs in by username or email with the spec answer for any wrong credentials, and logs out for good', async () => {
    const { body } = await register();
    const wrong = await inject({ method: 'POST', url: '/api/user/login', headers: FORM, payload: form({ username: body.username, password: 'not-the-password' }) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().meta).toEqual({ status: 'error', error: 'Your username or password was incorrect.' });
    const nobody = await inject({ method: 'POST', url: '/api/user/login', headers: FORM, payload: form({ username: `ghost_${unique()}`, password: 'whatever-123' }) });
    expect(nobody.json().meta.error).toBe('Your username or password was incorrect.');

    const byEmail = await inject({ method: 'POST', url: '/api/user/login', headers: FORM, payload: form({ username: body.email, password: body.password }) });
    expect(byEmail.statusCode).toBe(200);
    const byName = await inject({ method: 'POST', url: '/api/user/login', payload: { username: body.username, password: body.password } });
    expect(byName.statusCode).toBe(200);
    const cookie = cookiesOf(byName);
    expect((await inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })).statusCode).toBe(200);

    const out = await inject({ method: 'GET', url: '/api/user/logout/', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'emberhold_session')?.value).toBe('');
    // The token itself is dead on the server, not only forgotten by the browser.
    const after = await inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    // The other session of the same account lives on.
    expect((await inject({ method: 'GET', url: '/api/user/me', headers: { cookie: cookiesOf(byEmail) } })).statusCode).toBe(200);
  });

  it('requires the session CSRF token on a logged-in write, refuses cross-site writes, and lets beacons through', async () => {
    const { response } = await register();
    const cookie = cookiesOf(response);
    const token = response.json().csrf_token as string;
    const contact = { name: 'Ysra Vell', email: 'ysra@example.test', message: 'Is the lantern in stock?', type: 'General question/inquiry' };
    const without = await inject({ method: 'POST', url: '/api/user/contact', headers: { cookie }, payload: contact });
    expect([without.statusCode, without.json().code]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    const wrongToken = await inject({ method: 'POST', url: '/api/user/contact', headers: { cookie, 'x-csrf-token': `${token}x` }, payload: contact });
    expect(wrongToken.statusCode).toBe(403);
    const withToken = await inject({ method: 'POST', url: '/api/user/contact', headers: { cookie, 'x-csrf-token': token }, payload: contact });
    expect(withToken.statusCode).toBe(200);

    const crossSite = await inject({ method: 'POST', url: '/api/user/contact', headers: { origin: 'https://evil.example', host: TEST_HOST }, payload: contact });
    expect([crossSite.statusCode, crossSite.json().code]).toEqual([403, 'CROSS_SITE_REQUEST']);
    const fetchMeta = await inject({ method: 'POST', url: '/api/user/login', headers: { 'sec-fetch-site': 'cross-site' }, payload: { username: 'a', password: 'b' } });
    expect(fetchMeta.statusCode).toBe(403);
    const sameSite = await inject({ method: 'POST', url: '/api/user/contact', headers: { origin: `http://${TEST_HOST}`, host: TEST_HOST }, payload: contact });
    expect(sameSite.statusCode).toBe(200);

    const beacon = await inject({
      method: 'POST',
      url: '/api/user/tracking',
      headers: { cookie, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' },
      payload: { type: 'click', session_id: 'beacon-session-01', post_id: 1 },
    });
    expect(beacon.statusCode).toBe(200);
  });

  it('stops password guessing from one address without locking the owner out from theirs', async () => {
    const { body } = await register();
    const attempt = (remoteAddress: string, username = body.username, password = 'guess-guess') =>
      inject({ method: 'POST', url: '/api/user/login', payload: { username, password }, remoteAddress });
    // Ten guesses from one address, by username and by email alike: one budget for the account.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt('203.0.113.10', i % 2 ? body.username : body.email)).statusCode);
    statuses.push((await attempt('203.0.113.10', body.email.toUpperCase())).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // The guesser stays stopped even with the right password ...
    const guesser = await attempt('203.0.113.10', body.username, body.password);
    expect([guesser.statusCode, guesser.json().meta.error]).toEqual([429, 'Too many attempts. Please wait a few minutes and try again.']);
    // ... while the owner, from their own address, logs in.
    expect((await attempt('198.51.100.77', body.username, body.password)).statusCode).toBe(200);

    const ip = '203.0.113.200';
    const fromOneAddress: number[] = [];
    for (let i = 0; i < 31; i += 1) fromOneAddress.push((await attempt(ip, `someone_${i}`)).statusCode);
    expect(fromOneAddress.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(fromOneAddress[30]).toBe(429);
  });

  it('lets the owner clear their own mistakes, and stops every address once an account reaches its much higher ceiling', async () => {
    const { body, response } = await register();
    const attempt = (remoteAddress: string, password = 'guess-guess') =>
      inject({ method: 'POST', url: '/api/user/login', payload: { username: body.username, password }, remoteAddress });
    for (let i = 0; i < 9; i += 1) expect((await attempt('198.51.100.5')).statusCode).toBe(401);
    expect((await attempt('198.51.100.5', body.password)).statusCode).toBe(200);
    // The success cleared this address's budget on the account: nine more mistakes are still answered.
    for (let i = 0; i < 9; i += 1) expect((await attempt('198.51.100.5')).statusCode).toBe(401);

    // Guessing spread over many addresses: past the account's ceiling (an hour's worth of attempts, counted as a
    // guessing botnet would have made them), every address is stopped, the owner's too.
    const account = `user:${response.json().user.user_id as number}`;
    const keys = loginAttemptKeys(account, 'unused');
    const store = product.infrastructure.ephemeral;
    while ((await store.increment(keys.account, LOGIN_LIMITS.perAccount.windowMs)) < LOGIN_LIMITS.perAccount.limit);
    expect((await attempt('198.51.100.6', body.password)).statusCode).toBe(429);
  });

  it('shows anyone a public profile without the email or flags, and 404 for no such user', async () => {
    const { response } = await register();
    const id = response.json().user.user_id as number;
    const info = await inject({ method: 'GET', url: `/api/user/info/${id}` });
    expect(info.statusCode).toBe(200);
    expect(Object.keys(info.json().user).sort()).toEqual(['profile_image', 'user_id', 'username', 'wishlist_count']);
    expect((await inject({ method: 'GET', url: '/api/user/info/99999999' })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/user/info/abc' })).statusCode).toBe(400);
  });

  describe('forgotten passwords', () => {
    const forgot = (email: string, remoteAddress = '192.0.2.10') =>
      inject({ method: 'POST', url: '/api/user/forgot', payload: { email }, remoteAddress });
    const reset = (code: string, password: string) => inject({ method: 'POST', url: '/api/user/reset', payload: { reset_code: code, password } });
    const codeIn = (text: string) => /https:\/\/gifts\.example\/reset\/([\w-]+)/.exec(text)?.[1];

    it('mails a link through SMTP whose code sets a new password once, ends the old sessions and logs in', async () => {
      const { response, body } = await register();
      const oldSession = cookiesOf(response);
      expect((await forgot(body.email)).json().meta).toEqual({ status: 'success', message: 'We sent you an email with a link to choose a new password.' });
      const mail = await inbox().next(body.email.toLowerCase());
      expect(mail.subject).toBe('Reset your Emberhold Gifts password');
      expect(mail.from).toBe('no-reply@emberhold.test');
      const code = codeIn(mail.text)!;
      expect(code).toMatch(/^[\w-]{40,}$/);
      const stored = await product.infrastructure.prisma.passwordResetCode.findMany({ where: { user: { email: body.email.toLowerCase() } } });
      expect(stored.map((row) => row.codeHash)).not.toContain(code);

      const changed = await reset(code, 'a-brand-new-secret');
      expect(changed.statusCode).toBe(200);
      expect(changed.json().meta.message).toBe('Your password has been changed.');
      expect((await inject({ method: 'GET', url: '/api/user/me', headers: { cookie: cookiesOf(changed) } })).statusCode).toBe(200);
      expect((await inject({ method: 'GET', url: '/api/user/me', headers: { cookie: oldSession } })).statusCode).toBe(401);
      const oldPassword = await inject({ method: 'POST', url: '/api/user/login', payload: { username: body.username, password: body.password } });
      expect(oldPassword.statusCode).toBe(401);
      const newPassword = await inject({ method: 'POST', url: '/api/user/login', payload: { username: body.username, password: 'a-brand-new-secret' } });
      expect(newPassword.statusCode).toBe(200);

      const again = await reset(code, 'yet-another-secret');
      expect(again.statusCode).toBe(400);
      expect(again.json().meta.error).toMatch(/^Your password could not be changed\./);
    });

    it('voids an older link when a new one is asked for, and refuses an expired one', async () => {
      const { body } = await register();
      await forgot(body.email);
      const first = codeIn((await inbox().next(body.email.toLowerCase())).text)!;
      await forgot(body.email);
      const second = codeIn((await inbox().next(body.email.toLowerCase())).text)!;
      expect((await reset(first, 'password-one-1')).statusCode).toBe(400);
      await product.infrastructure.prisma.passwordResetCode.updateMany({ where: { user: { email: body.email.toLowerCase() }, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1_000) } });
      expect((await reset(second, 'password-two-2')).statusCode).toBe(400);
    });

    it('says when no account has the email, names a bad field, and limits the requests per email', async () => {
      const unknown = await forgot(`nobody-${unique()}@example.test`);
      expect([unknown.statusCode, unknown.json().meta.error]).toEqual([404, 'We could not find a user with that email.']);
      const bad = await inject({ method: 'POST', url: '/api/user/forgot', payload: { email: 'nope' } });
      expect([bad.statusCode, bad.json().errors[0].field]).toEqual([400, 'email']);
      const short = await reset('a'.repeat(43), 'short');
      expect([short.statusCode, short.json().errors[0].field]).toEqual([400, 'password']);
      const { body } = await register();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await forgot(body.email, `192.0.2.${50 + i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
});
