import { apiForThisFile, type ApiUser, type InjectedResponse } from './api-under-test.test-support';
import { DESKTOP_CHROME, TEST_HOST, TEST_PUBLIC_URL } from './test-constants.test-support';

const TRUSTED_PROXY = '10.0.0.2';

/**
 * What an attacker tries at the edge of the running product: request headers anyone can set (Host, X-Forwarded-*),
 * text the database cannot hold, cross-site logouts, and the protective headers of every response. The product runs
 * behind one trusted proxy range (TRUSTED_PROXIES), with card payments configured so the content security policy
 * names Stripe.
 */
describe('edge security: proxies, hosts, hostile text, logout and protective headers', () => {
  const product = apiForThisFile({
    posts: 50,
    mail: true,
    env: {
      TRUSTED_PROXIES: '10.0.0.0/8',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_JS_URL: 'https://js.stripe.com/v3/',
    },
  });
  const GIFTS = TEST_PUBLIC_URL;

  const loginFrom = (remoteAddress: string, headers: Record<string, string>, username: string) =>
    product.inject({ method: 'POST', url: '/api/user/login', payload: { username, password: 'guess-guess' }, remoteAddress, headers });

  describe('proxy headers count only from trusted proxies', () => {
    it('mails the reset link on PUBLIC_URL whatever X-Forwarded-Host or Host a stranger or a proxy names', async () => {
      const user = await product.register('reset');
      const asked = await product.inject({
        method: 'POST',
        url: '/api/user/forgot',
        payload: { email: user.email },
        remoteAddress: '203.0.113.40',
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      });
      expect(asked.statusCode).toBe(200);
      const mail = await product.inbox!.next(user.email);
      expect(mail.text).toMatch(/https:\/\/gifts\.example\/reset\/[\w-]+/);
      expect(mail.text).not.toContain('evil.example');

      // A trusted proxy passing on an X-Forwarded-Host that is not the site's is refused before anything is mailed.
      const viaProxy = await product.inject({
        method: 'POST',
        url: '/api/user/forgot',
        payload: { email: user.email },
        remoteAddress: TRUSTED_PROXY,
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '198.51.100.1' },
      });
      expect([viaProxy.statusCode, viaProxy.json().code]).toEqual([400, 'HOST_NOT_ALLOWED']);
    });

    it('builds canonical links and og:url from PUBLIC_URL, not from X-Forwarded-Host', async () => {
      const page = await product.inject({ method: 'GET', url: '/about/', headers: { 'x-forwarded-host': 'evil.example' }, remoteAddress: '203.0.113.41' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="${GIFTS}/about/">`);
      expect(page.body).toContain(`<meta property="og:url" content="${GIFTS}/about/">`);
      expect(page.body).not.toContain('evil.example');
    });

    it('limits a stranger by the address it connects from, however it rotates X-Forwarded-For', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        statuses.push((await loginFrom('203.0.113.50', { 'x-forwarded-for': `192.0.2.${i + 1}` }, `nobody_${i}`)).statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    });

    it("takes the client's address from a trusted proxy's X-Forwarded-For, skipping addresses a client prepended", async () => {
      // Each client behind the proxy has its own budget ...
      for (let client = 1; client <= 2; client += 1) {
        const statuses: number[] = [];
        for (let i = 0; i < 31; i += 1) {
          statuses.push((await loginFrom(TRUSTED_PROXY, { 'x-forwarded-for': `198.51.100.${client}` }, `proxied_${client}_${i}`)).statusCode);
        }
        expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
        expect(statuses[30]).toBe(429);
      }
      // ... and a made-up address the client put in front is not the client: the proxy appended the real one.
      const spoofed = await loginFrom(TRUSTED_PROXY, { 'x-forwarded-for': '192.0.2.99, 198.51.100.1' }, 'proxied_spoof');
      expect(spoofed.statusCode).toBe(429);
    });

    it('refuses a Host that is not the site\'s, and malformed Host, X-Forwarded-Host or X-Forwarded-Proto, with 400', async () => {
      const cases: Array<{ headers: Record<string, string>; remoteAddress?: string }> = [
        { headers: { host: 'evil.example' } },
        { headers: { host: '[::1' } },
        { headers: { host: 'a b' } },
        { headers: { host: 'gifts.example:99999' } },
        { headers: { 'x-forwarded-host': '[::1' }, remoteAddress: TRUSTED_PROXY },
        { headers: { 'x-forwarded-host': TEST_HOST, 'x-forwarded-proto': 'ht tp' }, remoteAddress: TRUSTED_PROXY },
        { headers: { 'x-forwarded-host': TEST_HOST, 'x-forwarded-proto': 'javascript' }, remoteAddress: TRUSTED_PROXY },
      ];
      for (const { headers, remoteAddress } of cases) {
        for (const url of ['/api/lists/new/1/', '/about/']) {
          const response = await product.inject({ method: 'GET', url, headers, remoteAddress });
          expect([url, headers, response.statusCode]).toEqual([url, headers, 400]);
          expect(response.json().meta.error).toEqual(expect.any(String));
        }
      }
      // The site's own host, through the proxy or directly, and probes by machine address, are answered.
      expect((await product.inject({ method: 'GET', url: '/api/lists/new/1/', headers: { host: TEST_HOST } })).statusCode).toBe(200);
      expect((await product.inject({ method: 'GET', url: '/api/lists/new/1/', headers: { 'x-forwarded-host': TEST_HOST }, remoteAddress: TRUSTED_PROXY })).statusCode).toBe(200);
      expect((await product.inject({ method: 'GET', url: '/healthz', headers: { host: '10.1.2.3:3000' } })).statusCode).toBe(200);
      // A stranger's malformed forwarding headers are ignored, not trusted and not an error.
      expect((await product.inject({ method: 'GET', url: '/api/lists/new/1/', headers: { 'x-forwarded-proto': 'ht tp', 'x-forwarded-host': '[::1' }, remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    });
  });

  describe('text the database cannot hold is a 400 naming the field, and nothing is written', () => {
    let user: ApiUser;
    let boardId: number;
    let postId: number;

    beforeAll(async () => {
      user = await product.register('hostile');
      const board = await user.post('/api/user/wishlist/save-new-board', { name: 'Ember gifts' });
      boardId = board.json().wishlist.wishlist_id;
      postId = (await product.inject({ method: 'GET', url: '/api/lists/new/1/' })).json().posts[0].id;
    });

    const expectRefused = (response: InjectedResponse, field: string) => {
      expect([response.statusCode, response.json().errors?.[0]?.field]).toEqual([400, field]);
      expect(response.json().meta.error).toContain(field);
    };

    it.each([
      // A form carries text as percent-encoded UTF-8: a lone surrogate's would-be bytes are no UTF-8 at all.
      ['a NUL', 'Dragon\u0000hoard', 'Dragon%00hoard'],
      ['a lone surrogate', 'Dragon\ud800hoard', 'Dragon%ED%A0%80hoard'],
    ])('refuses %s in every text field of the wishlist, contact, submit, leads and login forms', async (_kind, bad, badInForm) => {
      const boardsBefore = await product.infrastructure.prisma.wishlistBoard.count({ where: { userId: user.userId } });
      expectRefused(await user.post('/api/user/wishlist/save-new-board', { name: bad }), 'name');
      expectRefused(await user.post('/api/user/wishlist/edit-board', { name: bad, wishlist_id: boardId }), 'name');
      expectRefused(await user.post('/api/user/wishlist/save-existing-board', { name: bad, wishlist_id: boardId }), 'name');
      expectRefused(await user.post('/api/user/wishlist/add', { post_id: postId, wishlist_id: boardId, comment: bad }), 'comment');
      expectRefused(await user.post('/api/user/contact', { name: 'Ash', email: 'ash@example.test', message: 'Hello', type: bad }), 'type');
      expectRefused(await user.post('/api/user/submit', { title: bad, link: 'https://shop.example/item' }), 'title');
      expectRefused(await product.inject({ method: 'POST', url: '/api/user/ssnaleads', payload: { name: bad, email: 'ash@example.test' } }), 'name');
      expectRefused(await product.inject({ method: 'POST', url: '/api/user/login', payload: { username: bad, password: 'whatever-123' } }), 'username');
      expectRefused(
        await product.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `username=${badInForm}&password=x` }),
        'username',
      );
      // Nothing half-written: the board kept its name, no board or item was added.
      expect(await product.infrastructure.prisma.wishlistBoard.count({ where: { userId: user.userId } })).toBe(boardsBefore);
      expect((await product.infrastructure.prisma.wishlistBoard.findUniqueOrThrow({ where: { id: boardId } })).name).toBe('Ember gifts');
      expect(await product.infrastructure.prisma.wishlistItem.count({ where: { boardId } })).toBe(0);
    });

    it('refuses a NUL or broken encoding in a path segment or query value, on the API and the site pages', async () => {
      for (const url of ['/api/posts/a%00b/', '/api/search/ember%00/1', '/api/blog/a%00', '/api/giveaway/a%00', '/a%00b/', '/search/ember%00/', '/api/search/%ED%A0%80/1', '/api/lists/new/1/?q=%ED%A0%80', '/gifts/%E0%A4%A/']) {
        const response = await product.inject({ method: 'GET', url, headers: { 'user-agent': DESKTOP_CHROME } });
        expect([url, response.statusCode]).toEqual([url, 400]);
        expect(response.json().meta.error).toMatch(/^(path|query)/);
      }
    });

    it('refuses a body nested deeper than any form, and __proto__ keys, without a 5xx', async () => {
      const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
      const nested = await product.inject({ method: 'POST', url: '/api/user/contact', headers: { 'content-type': 'application/json' }, payload: `{"name":${deep}}` });
      expect(nested.statusCode).toBe(400);
      const proto = await product.inject({ method: 'POST', url: '/api/user/contact', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"admin":true},"name":"x"}' });
      expect(proto.statusCode).toBe(400);
      expect(proto.json().meta.error).toEqual(expect.any(String));
    });
  });

  describe('logout is a same-site action', () => {
    it('keeps the session when another site links to the logout, and ends it from the site itself', async () => {
      const user = await product.register('logout');
      const me = () => user.get('/api/user/me');
      const fromElsewhere = await user.get('/api/user/logout', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' });
      expect([fromElsewhere.statusCode, fromElsewhere.json().code]).toEqual([403, 'CROSS_SITE_REQUEST']);
      const byReferer = await user.get('/api/user/logout', { referer: 'https://evil.example/page' });
      expect(byReferer.statusCode).toBe(403);
      expect((await me()).statusCode).toBe(200);

      const fromSite = await user.get('/api/user/logout', { 'sec-fetch-site': 'same-origin' });
      expect(fromSite.statusCode).toBe(200);
      expect((await me()).statusCode).toBe(401);
    });
  });

  describe('protective headers', () => {
    it('sends them on pages, JSON and media, with a policy that lets Stripe.js load where it is configured', async () => {
      const page = await product.inject({ method: 'GET', url: '/' });
      const json = await product.inject({ method: 'GET', url: '/api/lists/new/1/' });
      const image = (json.json().posts as Array<{ image: string }>).map((post) => post.image).find((src) => src.startsWith('/media/'))!;
      const media = await product.inject({ method: 'GET', url: image });
      expect(media.statusCode).toBe(200);
      for (const response of [page, json, media]) {
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
      const csp = String(page.headers['content-security-policy']);
      const directive = (name: string) => csp.split(';').find((part) => part.trim().startsWith(`${name} `))?.trim();
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive('default-src')).toBe("default-src 'self'");
      expect(directive('script-src')).toBe("script-src 'self' https://js.stripe.com");
      expect(directive('frame-src')).toContain('https://js.stripe.com');
      expect(directive('connect-src')).toContain('https://api.stripe.com');
      expect(directive('object-src')).toBe("object-src 'none'");
    });

    it('adds HSTS only when the request came over HTTPS through a trusted proxy', async () => {
      const https = await product.inject({ method: 'GET', url: '/', remoteAddress: TRUSTED_PROXY, headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': TEST_HOST } });
      expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      const claimed = await product.inject({ method: 'GET', url: '/', remoteAddress: '203.0.113.60', headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    });
  });
});
