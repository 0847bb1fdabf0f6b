import {
  addDays,
  advertisingMessages,
  BOOST_PRICES_CENTS,
  boostDateMessages,
  boostPriceCents,
  calendarRefusal,
  lastBoostableDate,
  siteDate,
  type BoostIntentDto,
  type BoostOfferDto,
} from '@emberhold/contracts';
import { BoostDays } from '@emberhold/pipeline';
import { paymentIntentEvent, signStripeWebhook } from '../../test/support/stripe-webhook';
import { apiForThisFile, type ApiUser, type InjectedResponse } from './api-under-test.test-support';
import { DESKTOP_CHROME, LOGIN_REQUIRED, STRIPE_PUBLISHABLE_KEY, TEST_HOST } from './test-constants.test-support';

const SPECIAL_TOKEN = 'ember-special-boost-token';

/**
 * Boosts of spec sections 2, 5, 7 and 9 end to end on the test run's Postgres and Redis (the embedded mode without
 * them), card payments against stripe-mock: the offer and its prices, every date rule and message, holding a date
 * (one winner of two buyers, taking over an expired hold), confirming, the calendar for admins, and the boosts job that
 * runs a paid boost on its day and puts its post first in the new list.
 */
describe('boosts: the offer, holding a date, paying, and the daily rise', () => {
  const product = apiForThisFile({
    posts: 60,
    payments: { stripe: 'stripe-mock' },
    env: {
      BOOST_SPECIAL_TOKEN: SPECIAL_TOKEN,
      // The list rise is read straight from Postgres: no page is served from memory here.
      CATALOGUE_CACHE_MS: '0',
    },
  });
  /** Published list posts, newest first (the new list's order). */
  let newest: Array<{ id: number; slug: string }>;
  let today: string;
  let clients = 0;

  beforeAll(async () => {
    newest = await prisma().post.findMany({
      where: { status: 'published', type: 'post' },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
      select: { id: true, slug: true },
    });
    today = siteDate(new Date());
  });

  const prisma = () => product.infrastructure.prisma;
  /** A post nobody else in the suite boosts. */
  const post = (index: number) => newest[10 + index]!;
  const asDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

  /** Free bookable dates at the given price without the token, from the day after tomorrow, each handed out once. */
  const handedOut = new Set<string>();
  async function freeDate(priceCents: number): Promise<string> {
    const blocked = new Set((await prisma().blockedBoostDate.findMany()).map((row) => row.date.toISOString().slice(0, 10)));
    for (let date = addDays(today, 2); date <= lastBoostableDate(today); date = addDays(date, 1)) {
      if (handedOut.has(date) || blocked.has(date) || boostPriceCents(date, false) !== priceCents) continue;
      handedOut.add(date);
      return date;
    }
    throw new Error(`no free date at ${priceCents} cents left`);
  }

  /** A visitor's POST from a client address of its own (so the hold limit per address never stops the suite). */
  function visitorPost(url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string): Promise<InjectedResponse> {
    clients += 1;
    return product.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'user-agent': DESKTOP_CHROME, ...headers },
      remoteAddress: remoteAddress ?? `198.19.${Math.floor(clients / 250)}.${(clients % 250) + 1}`,
    });
  }

  const holdAsVisitor = (slug: string, date: string | undefined, email = 'buyer@example.test', extra: object = {}) =>
    visitorPost(`/api/user/boost/${slug}/payment_intent`, { date, email, email_confirm: email, ...extra });

  const offer = async (slug: string, token?: string): Promise<BoostOfferDto> => {
    const response = await product.inject({ method: 'GET', url: `/api/boost/${slug}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}` });
    expect(response.statusCode).toBe(200);
    return response.json().data as BoostOfferDto;
  };

  function expectRefused(response: InjectedResponse, status: number, message: string, code?: string): void {
    expect({ status: response.statusCode, error: response.json().meta?.error }).toEqual({ status, error: message });
    if (code) expect(response.json().code).toBe(code);
  }

  describe('the offer', () => {
    it('shows the post, the default price, the card settings and no token by default', async () => {
      const target = post(0);
      const row = await prisma().post.findUniqueOrThrow({ where: { id: target.id }, select: { title: true } });
      const answer = await offer(target.slug);
      expect(answer.post).toMatchObject({ id: target.id, slug: target.slug, title: row.title });
      expect(answer.default_price_cents).toBe(49_800);
      expect(answer.stripe).toEqual({ publishable_key: STRIPE_PUBLISHABLE_KEY, js_url: 'https://js.stripe.com/v3/' });
    });

    it('gives $400 for the special token only; a wrong or empty token just means the default prices', async () => {
      const slug = post(0).slug;
      expect((await offer(slug, SPECIAL_TOKEN)).default_price_cents).toBe(40_000);
      expect((await offer(slug, `${SPECIAL_TOKEN}x`)).default_price_cents).toBe(49_800);
      expect((await offer(slug, '')).default_price_cents).toBe(49_800);
    });

    it('answers 404 for a post that does not exist or is not published', async () => {
      expect((await product.inject({ method: 'GET', url: '/api/boost/no-such-post-anywhere' })).statusCode).toBe(404);
      const draft = await prisma().post.create({ data: { slug: `draft-boost-${Date.now()}`, title: 'Draft Lantern', link: 'https://maker.example/d', status: 'draft' } });
      expect((await product.inject({ method: 'GET', url: `/api/boost/${draft.slug}` })).statusCode).toBe(404);
    });

    it('lists the blocked dates of the coming year and a date as soon as it is held', async () => {
      const blockedAhead = (await prisma().blockedBoostDate.findMany({ orderBy: { date: 'asc' } }))
        .map((row) => row.date.toISOString().slice(0, 10))
        .filter((date) => date >= today && date <= lastBoostableDate(today));
      const date = await freeDate(BOOST_PRICES_CENTS.default);
      expect((await offer(post(0).slug)).unavailable_dates).not.toContain(date);
      expect((await holdAsVisitor(post(1).slug, date)).statusCode).toBe(200);
      const unavailable = (await offer(post(0).slug)).unavailable_dates;
      expect(unavailable).toEqual(expect.arrayContaining([...blockedAhead, date]));
      expect(unavailable).toEqual([...unavailable].sort());
      // The late-2017 list of spec section 5 is kept, but is not in the coming year.
      expect(unavailable.some((d) => d.startsWith('2017-'))).toBe(false);
    });
  });

  describe('what the buyer must give (spec section 5)', () => {
    it('asks for a date when it is missing or not a date', async () => {
      const slug = post(2).slug;
      for (const date of [undefined, '', 'next friday', '2027-02-29']) {
        expectRefused(await holdAsVisitor(slug, date), 400, advertisingMessages.enterBoostDate, 'BOOST_DATE_MISSING');
      }
    });

    it('asks an unlogged buyer for the email, typed twice the same', async () => {
      const slug = post(2).slug;
      const date = await freeDate(BOOST_PRICES_CENTS.default);
      const url = `/api/user/boost/${slug}/payment_intent`;
      expectRefused(await visitorPost(url, { date }), 400, advertisingMessages.fillEmail, 'BOOST_EMAIL_MISSING');
      expectRefused(await visitorPost(url, { date, email: 'not-an-email', email_confirm: 'not-an-email' }), 400, advertisingMessages.fillEmail);
      expectRefused(await visitorPost(url, { date, email: 'a@example.test', email_confirm: 'b@example.test' }), 400, advertisingMessages.emailsDoNotMatch, 'BOOST_EMAILS_DO_NOT_MATCH');
      expectRefused(await visitorPost(url, { date, email: 'a@example.test' }), 400, advertisingMessages.emailsDoNotMatch);
      // Nothing was held by the refused calls.
      expect(await prisma().boostDate.count({ where: { date: asDate(date) } })).toBe(0);
      const held = await visitorPost(url, { date, email: ' Buyer.Two@Example.test ', email_confirm: 'buyer.two@example.test' });
      expect(held.statusCode).toBe(200);
      expect(await prisma().boostDate.findUnique({ where: { date: asDate(date) }, select: { email: true, userId: true } })).toEqual({ email: 'buyer.two@example.test', userId: null });
    });

    it("uses a logged-in buyer's account email and needs no email fields", async () => {
      const buyer = await product.register('booster');
      const date = await freeDate(BOOST_PRICES_CENTS.default);
      const response = await buyer.post(`/api/user/boost/${post(3).slug}/payment_intent`, { date });
      expect(response.statusCode).toBe(200);
      expect(await prisma().boostDate.findUnique({ where: { date: asDate(date) }, select: { email: true, userId: true } })).toEqual({
        email: buyer.email,
        userId: buyer.userId,
      });
    });
  });

  describe('the date rules (spec section 5)', () => {
    it('refuses yesterday, today and tomorrow, naming which', async () => {
      const slug = post(4).slug;
      const cases: Array<[string, 'yesterday' | 'today' | 'tomorrow']> = [
        [addDays(today, -1), 'yesterday'],
        [today, 'today'],
        [addDays(today, 1), 'tomorrow'],
      ];
      for (const [date, refusal] of cases) {
        expect(calendarRefusal(date, today)).toBe(refusal);
        expectRefused(await holdAsVisitor(slug, date), 400, boostDateMessages[refusal], `BOOST_DATE_${refusal.toUpperCase()}`);
      }
    });

    it('refuses the past and dates beyond a year ahead', async () => {
      const slug = post(4).slug;
      expectRefused(await holdAsVisitor(slug, addDays(today, -10)), 400, boostDateMessages.past, 'BOOST_DATE_PAST');
      expectRefused(await holdAsVisitor(slug, addDays(lastBoostableDate(today), 1)), 400, boostDateMessages.too_far, 'BOOST_DATE_TOO_FAR');
    });

    it('refuses a blocked date', async () => {
      const date = await freeDate(BOOST_PRICES_CENTS.default);
      await prisma().blockedBoostDate.create({ data: { date: asDate(date), reason: 'test' } });
      expectRefused(await holdAsVisitor(post(4).slug, date), 400, boostDateMessages.blocked, 'BOOST_DATE_BLOCKED');
      const christmas = (await prisma().blockedBoostDate.findMany({ where: { reason: 'Christmas week', date: { gte: asDate(addDays(today, 2)) } }, take: 1 }))[0];
      if (christmas) expectRefused(await holdAsVisitor(post(4).slug, christmas.date.toISOString().slice(0, 10)), 400, boostDateMessages.blocked);
    });

    it('refuses an already boosted date with 409, whatever its status', async () => {
      const date = await freeDate(BOOST_PRICES_CENTS.default);
      expect((await holdAsVisitor(post(5).slug, date, 'first@example.test')).statusCode).toBe(200);
      expectRefused(await holdAsVisitor(post(6).slug, date, 'second@example.test'), 409, boostDateMessages.already_boosted, 'BOOST_DATE_ALREADY_BOOSTED');
      for (const status of ['paid', 'running'] as const) {
        await prisma().boostDate.update({ where: { date: asDate(date) }, data: { status, createdAt: new Date(Date.now() - 3 * 3600_000) } });
        expectRefused(await holdAsVisitor(post(6).slug, date, 'second@example.test'), 409, boostDateMessages.already_boosted);
      }
    });
  });

  describe('the price charged (spec section 9)', () => {
    it('charges the price of the date: $498, $400 with the token, $999 in the season and $2000 for November 22-24, token or not', async () => {
      const cases: Array<[number, string | undefined, number]> = [
        [BOOST_PRICES_CENTS.default, undefined, 49_800],
        [BOOST_PRICES_CENTS.default, SPECIAL_TOKEN, 40_000],
        [BOOST_PRICES_CENTS.default, 'not-the-token', 49_800],
        [BOOST_PRICES_CENTS.season, undefined, 99_900],
        [BOOST_PRICES_CENTS.season, SPECIAL_TOKEN, 99_900],
        [BOOST_PRICES_CENTS.peak, SPECIAL_TOKEN, 200_000],
      ];
      for (const [dayPrice, token, charged] of cases) {
        const date = await freeDate(dayPrice);
        const response = await holdAsVisitor(post(7).slug, date, 'payer@example.test', token === undefined ? {} : { param_token: token });
        expect(response.statusCode).toBe(200);
        const intent = response.json().data as BoostIntentDto;
        expect({ date: intent.date, amount: intent.amount_cents }).toEqual({ date, amount: charged });
        expect(intent.client_secret).toEqual(expect.any(String));
        const boost = await prisma().boostDate.findUniqueOrThrow({ where: { id: intent.boost_id }, select: { priceCents: true, status: true, postId: true } });
        expect(boost).toEqual({ priceCents: charged, status: 'pending_payment', postId: post(7).id });
        const payment = await prisma().payment.findUniqueOrThrow({ where: { providerRef: intent.payment_intent_id }, select: { amountCents: true, boostDateId: true, status: true } });
        expect(payment).toEqual({ amountCents: charged, boostDateId: intent.boost_id, status: 'pending' });
      }
    });
  });

  describe('holding a date', () => {
    it('gives a date to exactly one of two buyers at the same time; the other hears it is already boosted', async () => {
      const date = await freeDate(BOOST_PRICES_CENTS.default);
      const answers = await Promise.all([holdAsVisitor(post(8).slug, date, 'racer.one@example.test'), holdAsVisitor(post(9).slug, date, 'racer.two@example.test')]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().meta.error).toBe(boostDateMessages.already_boosted);
      const winner = answers.find((a) => a.statusCode === 200)!.json().data as BoostIntentDto;
      expect(await prisma().boostDate.findMany({ where: { date: asDate(date) }, select: { id: true } })).toEqual([{ id: winner.boost_id }]);
    });

    it("lets the same buyer hold their date again (after a card problem or a reload), but nobody else's", async () => {
      const date = await freeDate(BOOST_PRICES_CENTS.default);
      const first = (await holdAsVisitor(post(8).slug, date, 'again@example.test')).json().data as BoostIntentDto;
      const again = await holdAsVisitor(post(8).slug, date, 'again@example.test');
      expect(again.statusCode).toBe(200);
      expect((again.json().data as BoostIntentDto).boost_id).toBe(first.boost_id);
      expectRefused(await holdAsVisitor(post(9).slug, date, 'again@example.test'), 409, boostDateMessages.already_boosted);
    });

    it('lets another buyer take over a hold that was not paid within 30 minutes', async () => {
      const date = await freeDate(BOOST_PRICES_CENTS.default);
      const first = (await holdAsVisitor(post(8).slug, date, 'slow@example.test')).json().data as BoostIntentDto;
      await prisma().boostDate.update({ where: { id: first.boost_id }, data: { createdAt: new Date(Date.now() - 29 * 60_000) } });
      expectRefused(await holdAsVisitor(post(9).slug, date, 'quick@example.test'), 409, boostDateMessages.already_boosted);
      await prisma().boostDate.update({ where: { id: first.boost_id }, data: { createdAt: new Date(Date.now() - 31 * 60_000) } });
      const taken = await holdAsVisitor(post(9).slug, date, 'quick@example.test');
      expect(taken.statusCode).toBe(200);
      expect(await prisma().boostDate.findUnique({ where: { date: asDate(date) }, select: { postId: true, email: true, status: true } })).toEqual({
        postId: post(9).id,
        email: 'quick@example.test',
        status: 'pending_payment',
      });
      // The slow buyer's payment, same price and still open with Stripe, is not handed to the new buyer: it is given up,
      // so paying it late cannot boost the other post.
      const second = taken.json().data as BoostIntentDto;
      expect(second.payment_intent_id).not.toBe(first.payment_intent_id);
      expect(await prisma().payment.findUniqueOrThrow({ where: { providerRef: first.payment_intent_id }, select: { status: true } })).toEqual({ status: 'failed' });
    });

    it('limits the holds one client address can ask for in an hour', async () => {
      const date = await freeDate(BOOST_PRICES_CENTS.default);
      const address = '198.19.250.250';
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const email = `limit.${i}@example.test`;
        statuses.push((await visitorPost(`/api/user/boost/${post(10).slug}/payment_intent`, { date, email, email_confirm: email }, {}, address)).statusCode);
      }
      expect(statuses[0]).toBe(200);
      expect(statuses.slice(1, 20).every((status) => status === 409)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });

  describe('CSRF (the global guard, visitors included)', () => {
    it("refuses a visitor's hold sent from another site, and a logged-in buyer's without the session's token", async () => {
      const date = await freeDate(BOOST_PRICES_CENTS.default);
      const url = `/api/user/boost/${post(11).slug}/payment_intent`;
      const crossSite = await visitorPost(url, { date, email: 'x@example.test', email_confirm: 'x@example.test' }, { 'sec-fetch-site': 'cross-site' });
      expect({ status: crossSite.statusCode, code: crossSite.json().code }).toEqual({ status: 403, code: 'CROSS_SITE_REQUEST' });
      const fromOrigin = await visitorPost(url, { date, email: 'x@example.test', email_confirm: 'x@example.test' }, { origin: 'https://evil.example', host: TEST_HOST });
      expect(fromOrigin.statusCode).toBe(403);
      const buyer = await product.register('csrf');
      const withoutToken = await product.inject({ method: 'POST', url, payload: { date }, headers: { cookie: buyer.cookie, 'user-agent': DESKTOP_CHROME } });
      expect({ status: withoutToken.statusCode, code: withoutToken.json().code }).toEqual({ status: 403, code: 'CSRF_TOKEN_INVALID' });
      expect(await prisma().boostDate.count({ where: { date: asDate(date) } })).toBe(0);
    });
  });

  describe('confirming the payment (boost/{slug})', () => {
    async function held(index: number): Promise<{ slug: string; intent: BoostIntentDto }> {
      const slug = post(index).slug;
      const date = await freeDate(BOOST_PRICES_CENTS.default);
      const response = await holdAsVisitor(slug, date, 'confirm@example.test');
      expect(response.statusCode).toBe(200);
      return { slug, intent: response.json().data as BoostIntentDto };
    }

    const confirmBody = (intent: BoostIntentDto, ref = intent.payment_intent_id) => ({
      stripe_ref: ref,
      month: Number(intent.date.slice(5, 7)),
      year: Number(intent.date.slice(0, 4)),
      date: intent.date,
      email: 'confirm@example.test',
      param_token: '',
    });

    it('answers pending (202) while Stripe has not confirmed, then paid once it has; the page polls the status', async () => {
      const { slug, intent } = await held(12);
      const response = await visitorPost(`/api/user/boost/${slug}`, confirmBody(intent));
      // stripe-mock reports every intent as requires_payment_method: not paid yet.
      expect(response.statusCode).toBe(202);
      expect(response.json().data).toEqual({ status: 'pending', payment_id: expect.any(Number) });
      const status = async () => (await product.inject({ method: 'GET', url: `/api/boost/${slug}/status/${intent.boost_id}` })).json().data;
      expect(await status()).toEqual({ id: intent.boost_id, date: intent.date, status: 'pending_payment' });
      // Stripe's signed payment_intent.succeeded webhook (the payments context records it and marks the boost paid).
      const signed = signStripeWebhook(
        product.payments!.webhookSecret,
        paymentIntentEvent('payment_intent.succeeded', { id: intent.payment_intent_id, amount: intent.amount_cents, metadata: { boost_date_id: String(intent.boost_id) } }),
      );
      expect((await product.inject({ method: 'POST', url: '/api/stripe/webhook', payload: signed.payload, headers: signed.headers })).statusCode).toBe(200);
      expect(await status()).toEqual({ id: intent.boost_id, date: intent.date, status: 'paid' });
      const again = await visitorPost(`/api/user/boost/${slug}`, confirmBody(intent));
      expect({ status: again.statusCode, payment: again.json().data }).toEqual({ status: 200, payment: { status: 'paid', payment_id: response.json().data.payment_id } });
      // A paid date is booked for good.
      expectRefused(await holdAsVisitor(post(13).slug, intent.date, 'late@example.test'), 409, boostDateMessages.already_boosted);
    });

    it("says there was a problem processing the card for a reference that is not this boost's payment, or none", async () => {
      const { slug, intent } = await held(14);
      expectRefused(await visitorPost(`/api/user/boost/${slug}`, confirmBody(intent, 'pi_not_ours_123')), 402, advertisingMessages.cardProblem);
      expectRefused(await visitorPost(`/api/user/boost/${slug}`, { ...confirmBody(intent), stripe_ref: undefined }), 400, advertisingMessages.cardProblem);
      const other = await held(15);
      expectRefused(await visitorPost(`/api/user/boost/${slug}`, confirmBody(intent, other.intent.payment_intent_id)), 402, advertisingMessages.cardProblem);
    });

    it('asks for the date, and knows no boost of this post on another date', async () => {
      const { slug, intent } = await held(16);
      expectRefused(await visitorPost(`/api/user/boost/${slug}`, { ...confirmBody(intent), date: undefined, month: undefined, year: undefined }), 400, advertisingMessages.enterBoostDate);
      expect((await visitorPost(`/api/user/boost/${slug}`, { ...confirmBody(intent), date: addDays(intent.date, 1), month: undefined, year: undefined })).statusCode).toBe(404);
      expect((await visitorPost(`/api/user/boost/${post(17).slug}`, confirmBody(intent))).statusCode).toBe(404);
      expect((await product.inject({ method: 'GET', url: `/api/boost/${post(17).slug}/status/${intent.boost_id}` })).statusCode).toBe(404);
    });
  });

  describe('the calendar for admins', () => {
    let admin: ApiUser;
    let reader: ApiUser;

    beforeAll(async () => {
      admin = await product.registerAdmin('staff');
      reader = await product.register('reader');
    });

    it('lists every booked date with its post, status and buyer email, and the blocked dates, to admins only', async () => {
      const date = await freeDate(BOOST_PRICES_CENTS.default);
      const intent = (await holdAsVisitor(post(18).slug, date, 'calendar@example.test')).json().data as BoostIntentDto;
      for (const url of ['/api/user/boosted/', '/api/user/boosted-disallowed/']) {
        expectRefused(await product.inject({ method: 'GET', url }), 401, LOGIN_REQUIRED);
        expect((await reader.get(url)).statusCode).toBe(403);
      }
      const boosts = (await admin.get('/api/user/boosted/')).json().data as Array<Record<string, unknown>>;
      const title = (await prisma().post.findUniqueOrThrow({ where: { id: post(18).id } })).title;
      expect(boosts.find((boost) => boost.id === intent.boost_id)).toEqual({
        id: intent.boost_id,
        title,
        start: date,
        status: 'pending_payment',
        price_cents: 49_800,
        email: 'calendar@example.test',
        user_id: null,
        post: { id: post(18).id, slug: post(18).slug, title },
        created_at: expect.any(String),
      });
      const starts = boosts.map((boost) => boost.start as string);
      expect(starts).toEqual([...starts].sort());
      const blocked = (await admin.get('/api/user/boosted-disallowed/')).json().data as Array<{ date: string; reason: string }>;
      expect(blocked).toEqual(expect.arrayContaining([{ date: '2017-12-25', reason: 'Christmas week' }, { date: '2017-12-31', reason: 'Christmas week' }]));
    });
  });

  describe('the boost day (the boosts.refresh job)', () => {
    it("runs today's paid boost and puts its post first in the new list, once; finishes past running boosts", async () => {
      const listIds = async (page: number) => ((await product.inject({ method: 'GET', url: `/api/lists/new/${page}` })).json().posts as Array<{ id: number }>).map((p) => p.id);
      const before = [...(await listIds(1)), ...(await listIds(2))];
      const boosted = newest[30]!;
      const past = newest[31]!;
      const unpaidPast = newest[32]!;
      // The job decides by the day: today's boost is inserted as bought earlier (its date was held and paid then).
      await prisma().boostDate.deleteMany({ where: { date: { in: [asDate(today), asDate(addDays(today, -1)), asDate(addDays(today, -2))] } } });
      const todays = await prisma().boostDate.create({ data: { postId: boosted.id, date: asDate(today), priceCents: 49_800, email: 'today@example.test', status: 'paid' } });
      const yesterdays = await prisma().boostDate.create({ data: { postId: past.id, date: asDate(addDays(today, -1)), priceCents: 49_800, email: 'past@example.test', status: 'running' } });
      const neverRan = await prisma().boostDate.create({ data: { postId: unpaidPast.id, date: asDate(addDays(today, -2)), priceCents: 49_800, email: 'never@example.test', status: 'paid' } });

      // Paid but not running yet: the list is as it was.
      expect([...(await listIds(1)), ...(await listIds(2))]).toEqual(before);

      const moved = await product.app.get(BoostDays).run();
      expect(moved).toMatchObject({ today, started: 1 });
      expect(moved.finished).toBeGreaterThanOrEqual(1);
      const statuses = await prisma().boostDate.findMany({ where: { id: { in: [todays.id, yesterdays.id, neverRan.id] } }, orderBy: { id: 'asc' }, select: { status: true } });
      expect(statuses.map((s) => s.status)).toEqual(['running', 'finished', 'paid']);

      const page1 = await listIds(1);
      const page2 = await listIds(2);
      expect(page1[0]).toBe(boosted.id);
      const after = [...page1, ...page2];
      // The boosted post leads; every other post keeps its order, none repeated or skipped across the pages.
      expect(after).toEqual([boosted.id, ...before.filter((id) => id !== boosted.id)].slice(0, after.length));
      expect(new Set(after).size).toBe(after.length);
      // Only the new list: the popular list is untouched.
      const popular = (await product.inject({ method: 'GET', url: '/api/lists/popular/1' })).json().posts as Array<{ id: number }>;
      expect(popular.filter((p) => p.id === boosted.id).length).toBeLessThanOrEqual(1);

      // Run again: nothing moves (idempotent); once its day is over the boost finishes and the list is as before.
      expect(await product.app.get(BoostDays).run()).toMatchObject({ started: 0, finished: 0 });
      const tomorrow = await product.app.get(BoostDays).run(new Date(`${addDays(today, 1)}T00:00:05.000Z`));
      expect(tomorrow).toMatchObject({ started: 0, finished: 1 });
      expect((await prisma().boostDate.findUniqueOrThrow({ where: { id: todays.id } })).status).toBe('finished');
      expect([...(await listIds(1)), ...(await listIds(2))]).toEqual(before);
    });
  });
});
