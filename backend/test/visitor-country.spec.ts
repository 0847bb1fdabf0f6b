import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eventually } from '@emberhold/infra';
import { apiForThisFile, type InjectedResponse } from './api-under-test.test-support';
import { DESKTOP_CHROME, PIPELINE_SETTLES } from './test-constants.test-support';

const builtSite = join(__dirname, '..', '..', 'frontend', 'dist', 'index.html');
/** DB-IP Lite places these in Germany and the United Kingdom; 198.51.100.0/24 is documentation space, in no country. */
const GERMANY = '5.9.0.1';
const BRITAIN = '81.2.69.142';
const NOWHERE = '198.51.100.7';
/** The one proxy in front of the site: the test's own loopback address. */
const PROXY = '127.0.0.1';

/**
 * The visitor's country decided on the server (common/geo): handed to the site in the `country` cookie of every page,
 * and recorded with the visitor's tracking facts.
 */
describe("the visitor's country", () => {
  beforeAll(() => {
    if (!existsSync(builtSite)) throw new Error(`${builtSite} is missing: site pages need the built frontend; run "npm run build -w frontend" first`);
  });

  const product = apiForThisFile({ mode: 'embedded', posts: 50, env: { TRUSTED_PROXIES: PROXY } });

  const page = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    product.inject({ method: 'GET', url, remoteAddress, headers: { 'user-agent': DESKTOP_CHROME, ...headers } });
  const countryCookie = (response: InjectedResponse) => response.cookies.find((cookie) => cookie.name === 'country');
  const setCookieLine = (response: InjectedResponse) => [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('country='));

  describe('on every page', () => {
    it("sets a readable, day-long country cookie from the visitor's address", async () => {
      const response = await page('/', GERMANY);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(countryCookie(response)).toMatchObject({ value: 'DE', path: '/', maxAge: 86400, sameSite: 'Lax' });
      const line = setCookieLine(response)!;
      expect(line).not.toMatch(/HttpOnly/i);
      expect(line).not.toMatch(/Secure/i);
    });

    it('reads the address a trusted proxy forwards, and its CDN country header', async () => {
      expect(countryCookie(await page('/gifts/', PROXY, { 'x-forwarded-for': BRITAIN }))?.value).toBe('GB');
      expect(countryCookie(await page('/gifts/', PROXY, { 'x-forwarded-for': GERMANY, 'cf-ipcountry': 'FR' }))?.value).toBe('FR');
      // Through an https proxy the cookie is Secure, as the login session's is.
      const secure = await page('/about/', PROXY, { 'x-forwarded-for': GERMANY, 'x-forwarded-proto': 'https' });
      expect(setCookieLine(secure)).toMatch(/; Secure/);
    });

    it('believes no country header or forwarded address from a stranger', async () => {
      const forged = await page('/', GERMANY, { 'cf-ipcountry': 'US', 'x-forwarded-for': BRITAIN, cookie: 'country=US' });
      expect(countryCookie(forged)?.value).toBe('DE');
      expect(countryCookie(await page('/', NOWHERE, { 'cf-ipcountry': 'DE', 'x-forwarded-for': GERMANY }))).toBeUndefined();
    });

    it('sets no cookie when the country is unknown, and sets it on a missing page too', async () => {
      expect(countryCookie(await page('/', PROXY))).toBeUndefined();
      const missing = await page('/gifts/not-a-guide/', PROXY, { 'x-forwarded-for': BRITAIN });
      expect(missing.statusCode).toBe(404);
      expect(countryCookie(missing)?.value).toBe('GB');
    });

    it("reads the list in the visitor's variant: their pick, else GB's, else the address's /uk or /ca", async () => {
      // A rendered page carries the list it was rendered from (its query key names the country); a shell preloads it.
      const listCountry = (response: InjectedResponse) =>
        /"lists:new:(\w+):1"/.exec(response.body)?.[1] ?? /<link rel="preload" href="\/api\/lists\/new\/1\/\?country=(\w+)" as="fetch"/.exec(response.body)?.[1];
      expect(listCountry(await page('/', BRITAIN))).toBe('uk');
      expect(listCountry(await page('/', BRITAIN, { cookie: 'site_country=us' }))).toBe('us');
      expect(listCountry(await page('/', GERMANY))).toBe('us');
      expect(listCountry(await page('/ca/', BRITAIN))).toBe('ca');
    });
  });

  describe('in the tracking facts', () => {
    const track = (remoteAddress: string, sessionId: string, postId: number, headers: Record<string, string> = {}) =>
      product.inject({
        method: 'POST',
        url: '/api/user/tracking',
        remoteAddress,
        payload: { type: 'click', session_id: sessionId, post_id: postId },
        headers: { 'user-agent': DESKTOP_CHROME, ...headers },
      });
    const countryTracked = (sessionId: string) =>
      eventually(async () => {
        const rows = await product.infrastructure.analytics.query<{ country: string }>(`SELECT country FROM events FINAL WHERE session_id = {id:String}`, { id: sessionId });
        expect(rows).toHaveLength(1);
        return rows[0]!.country;
      }, PIPELINE_SETTLES);

    it("records where the server places the visitor, whatever cookie or header the visitor sends", async () => {
      const post = await product.infrastructure.prisma.post.findFirstOrThrow({ where: { status: 'published', type: 'post' }, select: { id: true } });
      const german = `v${randomBytes(8).toString('hex')}`;
      const forging = `v${randomBytes(8).toString('hex')}`;
      const proxied = `v${randomBytes(8).toString('hex')}`;
      expect((await track(GERMANY, german, post.id)).statusCode).toBe(200);
      expect((await track(GERMANY, forging, post.id, { cookie: 'country=ca', 'cf-ipcountry': 'CA' })).statusCode).toBe(200);
      expect((await track(PROXY, proxied, post.id, { 'x-forwarded-for': BRITAIN })).statusCode).toBe(200);
      expect(await countryTracked(german)).toBe('de');
      expect(await countryTracked(forging)).toBe('de');
      expect(await countryTracked(proxied)).toBe('gb');
    });
  });
});
