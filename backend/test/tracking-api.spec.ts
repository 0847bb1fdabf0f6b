import { randomBytes } from 'node:crypto';
import { toEventRow } from '@emberhold/analytics';
import { envelope, eventIdFor, scrollVariantFor } from '@emberhold/contracts';
import { eventually } from '@emberhold/infra';
import { ScoreRefresh } from '@emberhold/pipeline';
import { LOGIN_SESSION_COOKIE, sessionTokenHash } from '../src/common/auth/viewer';
import { apiForThisFile } from './api-under-test.test-support';
import { DESKTOP_CHROME as CHROME, demoEmail, demoReader, GOOGLEBOT, IPHONE, PIPELINE_SETTLES, TEST_PUBLIC_URL } from './test-constants.test-support';
const IP_LIMIT = 4;

/**
 * The tracking calls end to end in the embedded mode: the API validates and counts on the server, the facts go
 * through the Postgres-table event log, the projector writes them to chDB, and the reads (debug record, scores)
 * come back from there.
 */
describe('tracking: from the browser calls to ClickHouse', () => {
  const product = apiForThisFile({ mode: 'embedded', posts: 60, env: { TRACKING_IP_LIMIT_PER_MINUTE: String(IP_LIMIT) } });
  let postIds: number[];

  beforeAll(async () => {
    postIds = (await product.infrastructure.prisma.post.findMany({ where: { status: 'published', type: 'post' }, orderBy: { id: 'asc' }, select: { id: true } })).map(
      (post) => post.id,
    );
  });

  const session = () => `t${randomBytes(12).toString('hex')}`;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    product.app.inject({ method: 'POST', url, payload, headers: { 'user-agent': CHROME, ...headers } });
  const count = async (where: string, params: Record<string, unknown>) => {
    const [row] = await product.infrastructure.analytics.query<{ n: string }>(`SELECT count() AS n FROM events FINAL WHERE ${where}`, params);
    return Number(row!.n);
  };
  const settle = (check: () => Promise<void>) => eventually(check, PIPELINE_SETTLES);
  /** A login session for a seeded account, as the login call will make one: the cookie to send. */
  async function loginAs(email: string): Promise<string> {
    const user = await product.infrastructure.prisma.user.findUniqueOrThrow({ where: { email } });
    const token = randomBytes(24).toString('base64url');
    await product.infrastructure.prisma.session.create({
      data: { id: sessionTokenHash(token), userId: user.id, csrfSecret: 'test', expiresAt: new Date(Date.now() + 3_600_000) },
    });
    return `${LOGIN_SESSION_COOKIE}=${token}`;
  }

  describe('sessions', () => {
    it('keeps the site session id, says first time or returning from the visited cookie, and records the start', async () => {
      const id = session();
      const first = await post('/api/user/sessionid', { device: 'mobile', referrer: 'https://www.pinterest.com/pin/1', device_width: 390, device_height: 844, session_id: id, user_id: 77 });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        meta: { status: 'success' },
        session_id: id,
        user_id: null,
        session_type: 'first_time',
        visitor_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        scroll_variant: scrollVariantFor(first.json().visitor_id),
      });
      const again = await post('/api/user/sessionid', { session_id: session() }, { cookie: 'visited=1' });
      expect(again.json().session_type).toBe('returning');
      const made = await post('/api/user/sessionid', {});
      expect(made.json().session_id).toMatch(/^[0-9a-f]{32}$/);

      await settle(async () => {
        const [row] = await product.infrastructure.analytics.query<{ payload: string; device: string }>(
          `SELECT payload, device FROM events FINAL WHERE type = 'session.started' AND session_id = {id:String}`,
          { id },
        );
        expect(row?.device).toBe('mobile');
        expect(JSON.parse(row!.payload)).toEqual({
          session_type: 'first_time',
          referrer_host: 'www.pinterest.com',
          device_width: 390,
          device_height: 844,
          visitor_id: first.json().visitor_id,
          scroll_variant: first.json().scroll_variant,
        });
      });
    });

    const visitorCookie = (response: { cookies: Array<{ name: string; value: string; maxAge?: number; sameSite?: string; httpOnly?: boolean; path?: string }> }) =>
      response.cookies.find((cookie) => cookie.name === 'user_id');

    it('gives a new visitor a user_id cookie for 10 years, and a returning visitor keeps theirs across sessions', async () => {
      const first = await post('/api/user/sessionid', { session_id: session() });
      const cookie = visitorCookie(first);
      expect(cookie).toMatchObject({ value: first.json().visitor_id, maxAge: 10 * 365 * 24 * 60 * 60, sameSite: 'Lax', path: '/' });
      expect(cookie?.httpOnly).toBeFalsy();

      const later = await post('/api/user/sessionid', { session_id: session() }, { cookie: `visited=1; user_id=${cookie!.value}` });
      expect(later.json()).toMatchObject({ visitor_id: cookie!.value, session_type: 'returning' });
      expect(visitorCookie(later)).toMatchObject({ value: cookie!.value, maxAge: 10 * 365 * 24 * 60 * 60 });
    });

    it('ignores a forged or garbled user_id cookie and gives a new visitor id instead', async () => {
      for (const forged of ['1', 'ABCDEF0123456789ABCDEF0123456789', `${'a'.repeat(32)}x`, '%00%00', "'; DROP TABLE users; --", 'é'.repeat(40), 'a'.repeat(5000)]) {
        const response = await post('/api/user/sessionid', { session_id: session() }, { cookie: `user_id=${encodeURIComponent(forged)}` });
        expect(response.statusCode).toBe(200);
        expect(response.json().visitor_id).toMatch(/^[0-9a-f]{32}$/);
        expect(response.json().visitor_id).not.toBe(forged);
        expect(visitorCookie(response)?.value).toBe(response.json().visitor_id);
      }
    });

    it('records the list variant the site shows, and names one from the visitor id when the site sends none', async () => {
      const visitor = 'c'.repeat(32);
      const forced = scrollVariantFor(visitor) === 'button' ? 'infinite' : 'button';
      const id = session();
      const shown = await post('/api/user/sessionid', { session_id: id, scroll_variant: forced }, { cookie: `user_id=${visitor}` });
      expect(shown.json()).toMatchObject({ visitor_id: visitor, scroll_variant: forced });
      const named = await post('/api/user/sessionid', { session_id: session() }, { cookie: `user_id=${visitor}` });
      expect(named.json().scroll_variant).toBe(scrollVariantFor(visitor));
      const unknown = await post('/api/user/sessionid', { session_id: session(), scroll_variant: 'sideways' });
      expect(unknown.statusCode).toBe(400);
      expect(JSON.stringify(unknown.json())).toContain('scroll_variant');

      await settle(async () => {
        const [row] = await product.infrastructure.analytics.query<{ payload: string }>(`SELECT payload FROM events FINAL WHERE type = 'session.started' AND session_id = {id:String}`, { id });
        expect(JSON.parse(row!.payload)).toMatchObject({ visitor_id: visitor, scroll_variant: forced });
      });
    });
  });

  describe('impressions and clicks', () => {
    it('records a batch of list impressions with their place in the list, the device and the visitor country', async () => {
      const id = session();
      const impressions = postIds.slice(0, 10).map((post_id, i) => ({ post_id, sort: 'popular', page: 2, position: i }));
      // The country is the server's (common/geo): here the address, which DB-IP places in the United Kingdom.
      const response = await product.app.inject({ method: 'POST', url: '/api/user/tracking', remoteAddress: '81.2.69.142', payload: { type: 'impression', session_id: id, impressions }, headers: { 'user-agent': IPHONE } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ meta: { status: 'success' }, accepted: 10 });
      await settle(async () => expect(await count(`type = 'post.impression' AND session_id = {id:String}`, { id })).toBe(10));
      const rows = await product.infrastructure.analytics.query<Record<string, string | number>>(
        `SELECT post_id, surface, sort, page, position, device, country, traffic FROM events FINAL WHERE session_id = {id:String} ORDER BY position`,
        { id },
      );
      expect(rows[3]).toMatchObject({ post_id: postIds[3], surface: 'list', sort: 'popular', page: 2, position: 3, device: 'mobile', country: 'gb', traffic: 'human' });
    });

    it('stores a call the browser sent twice once, and each tracking type on its own surface', async () => {
      const id = session();
      const target = postIds[5]!;
      const call = { type: 'click', session_id: id, post_id: target, sort: 'new', page: 1, position: 4, batch_id: 'retry-batch-0001', sent_at: Date.now() - 2_000 };
      expect((await post('/api/user/tracking', call)).json().accepted).toBe(1);
      expect((await post('/api/user/tracking', call)).json().accepted).toBe(1);
      for (const type of ['impression-editorial', 'click-editorial', 'impression-postpage', 'click-postpage', 'impression-bottom-banner', 'click-bottom-banner']) {
        expect((await post('/api/user/tracking', { type, session_id: id, post_id: target })).statusCode).toBe(200);
      }
      await settle(async () => {
        const rows = await product.infrastructure.analytics.query<{ type: string; surface: string; n: string }>(
          `SELECT type, surface, count() AS n FROM events FINAL WHERE session_id = {id:String} GROUP BY type, surface ORDER BY type, surface`,
          { id },
        );
        expect(rows.map((row) => [row.type, row.surface, Number(row.n)])).toEqual([
          ['banner.click', 'bottom-banner', 1],
          ['banner.impression', 'bottom-banner', 1],
          ['post.click', 'editorial', 1],
          ['post.click', 'list', 1],
          ['post.click', 'postpage', 1],
          ['post.impression', 'editorial', 1],
          ['post.impression', 'postpage', 1],
        ]);
      });
    });

    it('refuses a bad or oversized body with a 400 naming the field, writing nothing from it', async () => {
      const id = session();
      const tooMany = Array.from({ length: 51 }, (_, i) => ({ post_id: postIds[i % postIds.length]! }));
      const cases: Array<[object, string]> = [
        [{ type: 'impression', session_id: id, impressions: tooMany }, 'impressions'],
        [{ type: 'impression', session_id: id, impressions: [] }, 'impressions'],
        [{ type: 'click', session_id: id, post_id: -4 }, 'post_id'],
        [{ type: 'click', session_id: 'x', post_id: 4 }, 'session_id'],
        [{ type: 'scroll', session_id: id, post_id: 4 }, 'type'],
        [{ type: 'impression', session_id: id, impressions: [{ post_id: 1, page: 'two' }] }, 'impressions.0.page'],
      ];
      for (const [body, field] of cases) {
        const response = await post('/api/user/tracking', body);
        expect([field, response.statusCode]).toEqual([field, 400]);
        expect(response.json().meta.status).toBe('error');
        expect(response.json().errors[0].field).toBe(field);
      }
      const malformed = await product.app.inject({ method: 'POST', url: '/api/user/tracking', payload: '{"type":', headers: { 'content-type': 'application/json' } });
      expect(malformed.statusCode).toBe(400);
      // A valid call afterwards lands; the rejected ones never did.
      await post('/api/user/tracking', { type: 'click', session_id: id, post_id: postIds[0]! });
      await settle(async () => expect(await count(`session_id = {id:String}`, { id })).toBe(1));
    });

    it('names the problem of a refused call in its message, and refuses NUL characters and unpaired surrogates', async () => {
      const id = session();
      const cases: Array<[object, string]> = [
        [{ type: 'impression', session_id: id, impressions: Array.from({ length: 51 }, () => ({ post_id: 1 })) }, 'impressions: must list at most 50 impressions'],
        [{ type: 'impression', session_id: id, impressions: [] }, 'impressions: must list at least one impression'],
        [{ type: 'click', session_id: 'x', post_id: 4 }, 'session_id: must be 8 to 64 letters, digits, _ or -'],
        [{ type: 'click', session_id: id, post_id: 1.5 }, 'post_id: must be a whole number'],
        [{ type: 'impression', session_id: id, impressions: [{ post_id: 1, sort: 's'.repeat(65) }] }, 'impressions.0.sort: must be at most 64 characters'],
        [{ type: 'impression', session_id: id, impressions: [{ post_id: 1, sort: 'new\u0000' }] }, 'impressions.0.sort: must not contain NUL characters or unpaired surrogates'],
        [{ type: 'impression', session_id: id, impressions: [{ post_id: 1, sort: 'new\uD800' }] }, 'impressions.0.sort: must not contain NUL characters or unpaired surrogates'],
      ];
      for (const [body, message] of cases) {
        const response = await post('/api/user/tracking', body);
        expect([message, response.statusCode, response.json().meta.error]).toEqual([message, 400, message]);
      }
    });

    it('answers with the protective headers and a request id, whether the call is taken or refused', async () => {
      const taken = await post('/api/user/tracking', { type: 'click', session_id: session(), post_id: postIds[0]! }, { 'x-request-id': 'beacon-7' });
      const refused = await post('/api/user/tracking', { type: 'click', session_id: 'x', post_id: 1 });
      expect([taken.statusCode, refused.statusCode]).toEqual([200, 400]);
      for (const response of [taken, refused]) {
        expect(response.headers).toMatchObject({
          'x-frame-options': 'DENY',
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'cross-origin-opener-policy': 'same-origin-allow-popups',
          'cross-origin-resource-policy': 'cross-origin',
          'origin-agent-cluster': '?1',
          'x-dns-prefetch-control': 'off',
          'x-download-options': 'noopen',
          'x-permitted-cross-domain-policies': 'none',
          'x-xss-protection': '0',
        });
        expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
        expect(response.headers['x-request-id']).toEqual(expect.any(String));
        expect(response.headers['strict-transport-security']).toBeUndefined();
        expect(response.headers['x-powered-by']).toBeUndefined();
      }
      expect(taken.headers['x-request-id']).toBe('beacon-7');
    });

    it('keeps crawlers apart as bots', async () => {
      const id = session();
      await post('/api/user/tracking', { type: 'click', session_id: id, post_id: postIds[1]! }, { 'user-agent': GOOGLEBOT });
      await settle(async () => expect(await count(`session_id = {id:String} AND traffic = 'bot'`, { id })).toBe(1));
    });
  });

  describe('native ads, counted against one-time offers', () => {
    const viewUrl = '/api/user/native_ad/tracking/impression/';
    const clickUrl = '/api/user/native_ad/tracking/click/';

    async function handedOut(ip: string) {
      const response = await product.app.inject({ method: 'GET', url: '/api/user/native_ad/', headers: { 'user-agent': CHROME }, remoteAddress: ip });
      const ads = response.json().ads as Array<{ ad_id: number; offer: string }>;
      expect(ads.length).toBeGreaterThan(0);
      expect(new Set(ads.map((ad) => ad.offer)).size).toBe(ads.length);
      return ads;
    }
    const call = (url: string, payload: object, ip: string, userAgent = CHROME) =>
      product.app.inject({ method: 'POST', url, payload, headers: { 'user-agent': userAgent }, remoteAddress: ip });
    const counted = async (url: string, payload: object, ip: string, userAgent?: string) => {
      const response = await call(url, payload, ip, userAgent);
      expect(response.statusCode).toBe(200);
      return response.json().counted as boolean;
    };

    it('counts a view once per offer and a click only after that view, once', async () => {
      const ip = '203.0.113.10';
      const [ad] = await handedOut(ip);
      const body = { ad_id: ad!.ad_id, offer: ad!.offer, session: session() };
      expect(await counted(clickUrl, body, ip)).toBe(false);
      expect(await counted(viewUrl, body, ip)).toBe(true);
      expect(await counted(viewUrl, body, ip)).toBe(false);
      expect(await counted(clickUrl, body, ip)).toBe(true);
      expect(await counted(clickUrl, body, ip)).toBe(false);
      // A new offer for the same ad is a new chance.
      const [again] = await handedOut(ip);
      expect(await counted(viewUrl, { ad_id: again!.ad_id, offer: again!.offer }, ip)).toBe(true);

      await settle(async () => {
        const rows = await product.infrastructure.analytics.query<{ type: string; traffic: string; n: string }>(
          `SELECT type, traffic, count() AS n FROM ad_events FINAL WHERE session_id = {s:String} GROUP BY type, traffic ORDER BY type, traffic`,
          { s: body.session },
        );
        expect(rows.map((row) => [row.type, row.traffic, Number(row.n)])).toEqual([
          ['native_ad.click', 'human', 1],
          ['native_ad.click', 'invalid', 2],
          ['native_ad.impression', 'human', 1],
          ['native_ad.impression', 'invalid', 1],
        ]);
      });
    });

    it('refuses forged, foreign and missing offers from the figures, and keeps bots out of them', async () => {
      const ip = '203.0.113.11';
      const [ad, other] = await handedOut(ip);
      const [adId, expires, offerId, signature] = ad!.offer.split('.');
      expect(await counted(viewUrl, { ad_id: ad!.ad_id, offer: `${adId}.${expires}.${offerId}A.${signature}` }, ip)).toBe(false);
      if (other) expect(await counted(viewUrl, { ad_id: other.ad_id, offer: ad!.offer }, ip)).toBe(false);
      expect(await counted(viewUrl, { ad_id: ad!.ad_id, offer: ad!.offer }, ip, GOOGLEBOT)).toBe(false);
      const missing = await call(viewUrl, { ad_id: ad!.ad_id }, ip);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors[0].field).toBe('offer');
      // The bot's view did not use the offer up: a person's view still counts.
      expect(await counted(viewUrl, { ad_id: ad!.ad_id, offer: ad!.offer }, ip)).toBe(true);
    });

    it(`stops billing one address after ${IP_LIMIT} counted views and clicks a minute, keeping the rest as throttled`, async () => {
      const ip = '198.51.100.77';
      const results: boolean[] = [];
      for (let i = 0; i < IP_LIMIT + 2; i += 1) {
        const [ad] = await handedOut(ip);
        results.push(await counted(viewUrl, { ad_id: ad!.ad_id, offer: ad!.offer }, ip));
      }
      expect(results).toEqual([...Array(IP_LIMIT).fill(true), false, false]);
      const [ad] = await handedOut('198.51.100.78');
      expect(await counted(viewUrl, { ad_id: ad!.ad_id, offer: ad!.offer }, '198.51.100.78')).toBe(true);
    });
  });

  describe('subtags', () => {
    it('gives a session one subtag per channel, names bad input, and records where it came from', async () => {
      const id = session();
      const url = (referrer: string) =>
        `/api/subtag?session=${id}&referrer=${encodeURIComponent(referrer)}&prev_url=&current_url=${encodeURIComponent(`${TEST_PUBLIC_URL}/popular/`)}`;
      const first = await product.app.inject({ method: 'GET', url: url('https://www.google.com/') });
      expect(first.statusCode).toBe(200);
      const { subtag } = first.json();
      expect(subtag).toMatch(/^s[0-9a-f]{8}$/);
      expect((await product.app.inject({ method: 'GET', url: url('https://www.bing.com/') })).json().subtag).toBe(subtag);
      const bad = await product.app.inject({ method: 'GET', url: '/api/subtag?session=no' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('session');
      await settle(async () => expect(await count(`type = 'subtag.issued' AND session_id = {id:String}`, { id })).toBe(1));
    });
  });

  describe('the staff debug record', () => {

    it('answers 401 without a login, 403 for a reader, and the whole record for an editor', async () => {
      const target = postIds[20]!;
      const url = `/api/user/debug/${target}`;
      expect((await product.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const reader = await loginAs(demoReader(1));
      expect((await product.app.inject({ method: 'GET', url, headers: { cookie: reader } })).statusCode).toBe(403);
      const editor = await loginAs(demoEmail('editor'));
      const before = (await product.app.inject({ method: 'GET', url, headers: { cookie: editor } })).json().data;
      expect(Object.keys(before).sort()).toEqual(
        [
          'id', 'first_published', 'published', 'saves', 'clicks', 'impressions', 'mobile_clicks', 'mobile_impressions', 'earnings_score', 'week_score',
          'editorial_clicks', 'editorial_impressions', 'mobile_editorial_clicks', 'mobile_editorial_impressions', 'postpage_clicks', 'postpage_impressions',
          'mobile_postpage_clicks', 'mobile_postpage_impressions',
        ].sort(),
      );

      const id = session();
      await post('/api/user/tracking', { type: 'impression', session_id: id, impressions: [{ post_id: target }] }, { 'user-agent': IPHONE });
      await post('/api/user/tracking', { type: 'click', session_id: id, post_id: target }, { 'user-agent': IPHONE });
      await post('/api/user/tracking', { type: 'impression-postpage', session_id: id, post_id: target });
      await post('/api/user/tracking', { type: 'click', session_id: id, post_id: target }, { 'user-agent': GOOGLEBOT });
      await settle(async () => {
        const after = (await product.app.inject({ method: 'GET', url, headers: { cookie: editor } })).json().data;
        expect({
          impressions: after.impressions - before.impressions,
          mobile_impressions: after.mobile_impressions - before.mobile_impressions,
          clicks: after.clicks - before.clicks,
          mobile_clicks: after.mobile_clicks - before.mobile_clicks,
          postpage_impressions: after.postpage_impressions - before.postpage_impressions,
        }).toEqual({ impressions: 1, mobile_impressions: 1, clicks: 1, mobile_clicks: 1, postpage_impressions: 1 });
      });
      expect((await product.app.inject({ method: 'GET', url: '/api/user/debug/99999999', headers: { cookie: editor } })).statusCode).toBe(404);
      expect((await product.app.inject({ method: 'GET', url: '/api/user/debug/abc', headers: { cookie: editor } })).statusCode).toBe(400);
    });
  });

  describe('campaign metrics for the advertiser dashboard', () => {
    it("counts a campaign's people-only views and clicks per day, for its advertiser and staff only", async () => {
      const prisma = product.infrastructure.prisma;
      const advertiser = await prisma.user.findUniqueOrThrow({ where: { email: demoEmail('advertiser') } });
      const campaign = await prisma.campaign.create({ data: { advertiserId: advertiser.id, tempId: `metrics-${randomBytes(4).toString('hex')}` } });
      const ad = await prisma.nativeAd.create({ data: { campaignId: campaign.id, title: 'Ember Lantern', link: 'https://maker.example/lantern' } });
      const ip = '203.0.113.50';
      const offers = async () => {
        const ads = (await product.app.inject({ method: 'GET', url: '/api/user/native_ad/', remoteAddress: ip })).json().ads as Array<{ ad_id: number; offer: string }>;
        return ads.find((a) => a.ad_id === ad.id)!;
      };
      const send = (kind: 'impression' | 'click', payload: object, userAgent = CHROME) =>
        product.app.inject({ method: 'POST', url: `/api/user/native_ad/tracking/${kind}/`, payload, headers: { 'user-agent': userAgent }, remoteAddress: ip });
      const first = await offers();
      await send('impression', { ad_id: ad.id, offer: first.offer });
      await send('click', { ad_id: ad.id, offer: first.offer });
      const second = await offers();
      await send('impression', { ad_id: ad.id, offer: second.offer });
      const third = await offers();
      await send('impression', { ad_id: ad.id, offer: third.offer }, GOOGLEBOT);

      const url = `/api/user/campaign/${campaign.id}/metrics?bucket=day`;
      const owner = await loginAs(demoEmail('advertiser'));
      await settle(async () => {
        const body = (await product.app.inject({ method: 'GET', url, headers: { cookie: owner } })).json();
        expect(body.totals).toEqual({ impressions: 2, clicks: 1, saves: 0, ctr: 50 });
      });
      const staff = await loginAs(demoEmail('editor'));
      expect((await product.app.inject({ method: 'GET', url, headers: { cookie: staff } })).statusCode).toBe(200);
      expect((await product.app.inject({ method: 'GET', url, headers: { cookie: await loginAs(demoReader(2)) } })).statusCode).toBe(404);
      expect((await product.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const bad = await product.app.inject({ method: 'GET', url: `/api/user/campaign/${campaign.id}/metrics?bucket=week`, headers: { cookie: owner } });
      expect([bad.statusCode, bad.json().errors[0].field]).toEqual([400, 'bucket']);
      const farOff = await product.app.inject({ method: 'GET', url: `/api/user/campaign/${campaign.id}/metrics?bucket=day&to=%2B020000-01-01T00:00:00.000Z`, headers: { cookie: owner } });
      expect([farOff.statusCode, farOff.json().errors[0]]).toEqual([400, { field: 'to', message: 'must be a time between 1900 and 2299' }]);
    });
  });

  describe('list scores', () => {
    it('recomputes the score columns from people clicks, so a post clicked far more than seen before tops the week sort', async () => {
      const target = postIds[postIds.length - 1]!;
      const id = session();
      const impressions = Array.from({ length: 40 }, () => ({ post_id: target, sort: 'new' }));
      await post('/api/user/tracking', { type: 'impression', session_id: id, impressions });
      for (let i = 0; i < 30; i += 1) await post('/api/user/tracking', { type: 'click', session_id: id, post_id: target, batch_id: `score-click-${i}` });
      await settle(async () => expect(await count(`session_id = {id:String}`, { id })).toBe(70));

      const scores = product.app.get(ScoreRefresh);
      const first = await scores.run();
      expect(first.days).toBeGreaterThan(0);
      expect(first.updated).toBeGreaterThan(0);
      const top = (await product.app.inject({ method: 'GET', url: '/api/lists/clicks_score_week/1/' })).json().posts[0];
      expect(top.id).toBe(target);
      const row = await product.infrastructure.prisma.post.findUniqueOrThrow({ where: { id: target } });
      expect(row.clicksAll).toBeGreaterThanOrEqual(30);
      // A second run with nothing new writes nothing: recomputing a day gives the same figures.
      expect((await scores.run()).updated).toBe(0);
    });

    it("prices posts' earnings from the imported commission: a post's own where subtags attribute it, else its tag's per its clicks' country", async () => {
      const analytics = product.infrastructure.analytics;
      const [attributed, usOnly, ukOnly] = [postIds[40]!, postIds[41]!, postIds[42]!];
      const now = new Date();
      const month = `${now.toISOString().slice(0, 7)}-01`;
      // Each post: 200 list impressions and 20 clicks this month, from the US or the UK.
      const facts = [attributed, usOnly, ukOnly].flatMap((postId) => {
        const country = postId === ukOnly ? 'uk' : 'us';
        return Array.from({ length: 220 }, (_, i) => {
          const type = i < 200 ? 'post.impression' : 'post.click';
          const fact = envelope(type, 1, { post_id: postId, surface: 'list', sort: 'new', page: 1, position: 0 },
            { session_id: `earn${postId}`, user_id: null, country, device: 'desktop' },
            { id: eventIdFor(`score-earnings:${postId}:${i}`), occurredAt: now, receivedAt: now });
          return toEventRow(fact, { topic: 'test', partition: 0, offset: String(i) });
        });
      });
      await analytics.insert('events', facts);
      // This month's reports, as the import projects them: the US tag earned $40 plus $5,000 a subtag attributes to
      // one post; the UK tag earned £100,000.
      const earning = (importId: number, program: string, tag: string, currency: string, commission: string, postId = 0, subtag = '') => ({
        event_id: eventIdFor(`score-earnings:${importId}:${subtag}`), import_id: importId, program, tag, grain: 'month', period: month, subtag,
        clicks: 500, ordered_units: 10, shipped_units: 10, returned_units: 0, sales_amount: '1000.00', commission, currency,
        post_id: postId, sort_code: postId ? 1 : 0, reported_at: '2026-01-01 00:00:00.000',
      });
      await analytics.insert('affiliate_earnings', [
        earning(900_001, 'us', 'emberhold-20', 'USD', '40.00'),
        earning(900_001, 'us', 'emberhold-20', 'USD', '5000.00', attributed, 'emb-1-scoretest'),
        earning(900_002, 'uk', 'emberhold-21', 'GBP', '100000.00'),
      ]);

      await product.app.get(ScoreRefresh).run();
      const rows = await product.infrastructure.prisma.post.findMany({
        where: { id: { in: [attributed, usOnly, ukOnly] } },
        select: { id: true, earningsScore: true, weekScore: true, clicksScoreMonth: true, clicksScoreWeek: true },
      });
      const score = (id: number) => rows.find((row) => row.id === id)!;
      // The score is the click-through rate times the commission per click: compare the latter.
      const perClick = (id: number) => score(id).earningsScore / score(id).clicksScoreMonth;
      expect(perClick(usOnly)).toBeGreaterThan(0);
      expect(perClick(attributed)).toBeGreaterThan(perClick(usOnly));
      expect(perClick(ukOnly)).toBeGreaterThan(perClick(usOnly));
      expect(score(attributed).weekScore / score(attributed).clicksScoreWeek).toBeCloseTo(perClick(attributed), 9);
    });
  });
});
