import { randomBytes } from 'node:crypto';
import { apiForThisFile, type ApiUnderTest } from './api-under-test.test-support';
import { LOGIN_REQUIRED } from './test-constants.test-support';

const HAS_ACCOUNT = "We could not subscribe you :( please make sure you don't already have an account.";
const CHECK_MAIL = 'Almost there! Please check your inbox and click the link in our email to confirm your subscription.';
const FIELDS_MISSING = 'Please fill out all the required fields.';
const SUBMIT_LOGIN = 'Please log in to an account before submitting posts.';
const GIVEAWAY_NOT_FOUND = 'Giveaway could not be found.';

/**
 * The community calls of spec sections 5, 7 and 8 against the product with its real services: newsletter sign-up with
 * double opt-in through a real SMTP server, product submissions of logged-in users, and giveaway entries.
 */
describe('community: newsletter, product submissions and giveaway entries', () => {
  const product = apiForThisFile({ posts: 60, mail: true });

  const inbox = () => product.inbox!;
  const prisma = () => product.infrastructure.prisma;
  const unique = () => randomBytes(4).toString('hex');
  const inject = (options: Parameters<ApiUnderTest['app']['inject']>[0]) => product.app.inject(options);
  const subscribe = (email: string, remoteAddress = `192.0.2.${1 + ((Math.random() * 200) | 0)}`) =>
    inject({ method: 'POST', url: '/api/user/subscribe', payload: { email }, remoteAddress });
  const confirm = (code: string) => inject({ method: 'POST', url: '/api/user/confirm_subscribe', payload: { code } });
  const codeIn = (text: string) => /https:\/\/gifts\.example\/confirm-subscribe\/([\w-]+)\//.exec(text)?.[1];
  const mailsTo = (email: string) => inbox().mails.filter((mail) => mail.to.includes(email)).length;

  const register = () => product.register('member');

  describe('newsletter', () => {
    it('mails a confirmation link through SMTP whose code confirms the subscription once', async () => {
      const email = `Fan.${unique()}@Example.test`;
      const answer = await subscribe(email);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().meta).toEqual({ status: 'success', message: CHECK_MAIL });

      const mail = await inbox().next(email.toLowerCase());
      expect(mail.subject).toBe('Confirm your Emberhold Gifts newsletter subscription');
      const code = codeIn(mail.text)!;
      expect(code).toMatch(/^[\w-]{40,}$/);
      const pending = await prisma().newsletterSubscription.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
      expect(pending.confirmedAt).toBeNull();
      expect(pending.confirmCode).not.toContain(code);

      const confirmed = await confirm(code);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().meta.status).toBe('success');
      expect(confirmed.json().meta.message).toMatch(/confirmed/);
      expect((await prisma().newsletterSubscription.findUniqueOrThrow({ where: { email: email.toLowerCase() } })).confirmedAt).not.toBeNull();

      const again = await confirm(code);
      expect(again.statusCode).toBe(400);
      expect(again.json().meta.error).toMatch(/expired or was already used/);

      // Confirmed already: the same answer, and no second mail.
      const twice = await subscribe(email.toLowerCase());
      expect(twice.json().meta).toEqual({ status: 'success', message: CHECK_MAIL });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mailsTo(email.toLowerCase())).toBe(1);
    });

    it('refuses the email of an account with the spec sentence, and names a malformed address', async () => {
      const member = await register();
      const taken = await subscribe(member.email.toUpperCase());
      expect([taken.statusCode, taken.json().meta.error]).toEqual([409, HAS_ACCOUNT]);
      expect(await prisma().newsletterSubscription.count({ where: { email: member.email } })).toBe(0);

      const bad = await subscribe('not-an-email');
      expect([bad.statusCode, bad.json().meta.error, bad.json().errors[0].field]).toEqual([400, 'Please enter a valid email address.', 'email']);
      const missing = await inject({ method: 'POST', url: '/api/user/subscribe', payload: {} });
      expect(missing.statusCode).toBe(400);
    });

    it('replaces the code of a pending subscription when asked again, and refuses an expired or unknown code', async () => {
      const email = `fan.${unique()}@example.test`;
      await subscribe(email);
      const first = codeIn((await inbox().next(email)).text)!;
      await subscribe(email);
      const second = codeIn((await inbox().next(email)).text)!;
      expect(second).not.toBe(first);
      expect((await confirm(first)).statusCode).toBe(400);

      await prisma().newsletterSubscription.update({ where: { email }, data: { createdAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) } });
      expect((await confirm(second)).statusCode).toBe(400);

      const unknown = await confirm(randomBytes(32).toString('base64url'));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().meta.error).toMatch(/^This confirmation link has expired or was already used\./);
      expect((await confirm('short')).statusCode).toBe(400);
    });

    it('limits sign-ups per email and per client address', async () => {
      const email = `fan.${unique()}@example.test`;
      const perEmail: number[] = [];
      for (let i = 0; i < 4; i += 1) perEmail.push((await subscribe(email, `192.0.2.${210 + i}`)).statusCode);
      expect(perEmail).toEqual([200, 200, 200, 429]);

      const ip = '203.0.113.77';
      const perIp: number[] = [];
      for (let i = 0; i < 11; i += 1) perIp.push((await subscribe(`fan.${unique()}.${i}@example.test`, ip)).statusCode);
      expect(perIp.slice(0, 10).every((status) => status === 200)).toBe(true);
      const blocked = await subscribe(`fan.${unique()}@example.test`, ip);
      expect([blocked.statusCode, blocked.json().meta.error]).toEqual([429, 'Too many attempts. Please wait a few minutes and try again.']);
    });
  });

  describe('submitting a product', () => {
    const product1 = { title: 'Wyrm-scale mug', link: 'https://shop.example/wyrm-mug', price: '$1,299.50', description: 'Keeps tea hot.', image: 'https://img.example/mug.jpg' };

    it('tells a visitor to log in first, with the spec sentence', async () => {
      const visitor = await inject({ method: 'POST', url: '/api/user/submit', payload: product1 });
      expect([visitor.statusCode, visitor.json().meta.error]).toEqual([401, SUBMIT_LOGIN]);
      const empty = await inject({ method: 'POST', url: '/api/user/submit', payload: {} });
      expect(empty.statusCode).toBe(401);
    });

    it('puts a pending submission for the session user into the editorial queue, with the dollar sign and separators stripped', async () => {
      const member = await register();
      const response = await member.post('/api/user/submit', { ...product1, user_id: 1 });
      expect(response.statusCode).toBe(200);
      expect(response.json().meta.status).toBe('success');
      expect(response.json().submission.status).toBe('pending');
      const stored = await prisma().pitchPost.findUniqueOrThrow({ where: { id: response.json().submission.id as number } });
      expect(stored).toMatchObject({ createdById: member.userId, source: 'user', title: product1.title, productLink: product1.link, comments: product1.description, images: [product1.image], status: 'pending' });
      expect(Number(stored.price)).toBe(1299.5);

      const minimal = await member.post('/api/user/submit', { title: 'Ember lantern', link: 'shop.example/lantern', price: '', description: '', image: '' });
      expect(minimal.statusCode).toBe(200);
      const lantern = await prisma().pitchPost.findUniqueOrThrow({ where: { id: minimal.json().submission.id as number } });
      expect(lantern).toMatchObject({ productLink: 'http://shop.example/lantern', price: null, images: [] });
    });

    it('needs a title and a purchase link, a price that is a number, and the CSRF token', async () => {
      const member = await register();
      const before = await prisma().pitchPost.count({ where: { createdById: member.userId } });
      for (const body of [{ ...product1, title: '  ' }, { ...product1, link: '' }, { price: '$3' }]) {
        const refused = await member.post('/api/user/submit', body);
        expect([refused.statusCode, refused.json().meta.error]).toEqual([400, FIELDS_MISSING]);
      }
      const badPrice = await member.post('/api/user/submit', { ...product1, price: 'about ten' });
      expect([badPrice.statusCode, badPrice.json().errors[0].field]).toEqual([400, 'price']);
      const negative = await member.post('/api/user/submit', { ...product1, price: '-$4' });
      expect(negative.statusCode).toBe(400);

      const noToken = await member.post('/api/user/submit', product1, { 'x-csrf-token': '' });
      expect([noToken.statusCode, noToken.json().code]).toEqual([403, 'CSRF_TOKEN_INVALID']);
      const crossSite = await member.post('/api/user/submit', product1, { 'sec-fetch-site': 'cross-site' });
      expect([crossSite.statusCode, crossSite.json().code]).toEqual([403, 'CROSS_SITE_REQUEST']);
      expect(await prisma().pitchPost.count({ where: { createdById: member.userId } })).toBe(before);
    });
  });

  describe('entering a giveaway', () => {
    async function giveaways() {
      const now = new Date();
      const running = await prisma().giveaway.findFirstOrThrow({ where: { startsAt: { lte: now }, endsAt: { gt: now } }, orderBy: { id: 'asc' } });
      const ended = await prisma().giveaway.findFirstOrThrow({ where: { endsAt: { lte: now } }, orderBy: { id: 'asc' } });
      return { running, ended };
    }

    it('enters a logged-in user once, says so the second time, and tells whether they entered', async () => {
      const { running } = await giveaways();
      const member = await register();
      const before = await member.get(`/api/user/giveaway/${running.slug}/entry`);
      expect(before.statusCode).toBe(200);
      expect(before.json().entry).toEqual({ entered: false, entered_at: null, open: true });

      const entered = await member.post(`/api/user/giveaway/${running.slug}/enter`);
      expect(entered.statusCode).toBe(200);
      expect(entered.json().entry).toMatchObject({ entered: true, already_entered: false });
      expect(entered.json().meta.message).toMatch(/^You're entered!/);

      const twice = await member.post(`/api/user/giveaway/${running.slug}/enter`);
      expect(twice.statusCode).toBe(200);
      expect(twice.json().entry).toMatchObject({ entered: true, already_entered: true, entered_at: entered.json().entry.entered_at });
      expect(twice.json().meta.message).toMatch(/already entered/);
      expect(await prisma().giveawayEntry.count({ where: { giveawayId: running.id, userId: member.userId } })).toBe(1);

      const after = await member.get(`/api/user/giveaway/${running.slug}/entry`);
      expect(after.json().entry).toMatchObject({ entered: true, open: true });
    });

    it('asks a visitor to log in, and finds no unknown or ended giveaway to enter', async () => {
      const { running, ended } = await giveaways();
      const visitor = await inject({ method: 'POST', url: `/api/user/giveaway/${running.slug}/enter` });
      expect([visitor.statusCode, visitor.json().meta.error]).toEqual([401, LOGIN_REQUIRED]);
      expect((await inject({ method: 'GET', url: `/api/user/giveaway/${running.slug}/entry` })).statusCode).toBe(401);

      const member = await register();
      for (const slug of [`no-such-giveaway-${unique()}`, ended.slug, '%20bad%20slug']) {
        const refused = await member.post(`/api/user/giveaway/${slug}/enter`);
        expect([refused.statusCode, refused.json().meta.error]).toEqual([404, GIVEAWAY_NOT_FOUND]);
      }
      expect(await prisma().giveawayEntry.count({ where: { giveawayId: ended.id, userId: member.userId } })).toBe(0);
      // An ended giveaway's page still asks, and learns it takes no entries.
      expect((await member.get(`/api/user/giveaway/${ended.slug}/entry`)).json().entry).toEqual({ entered: false, entered_at: null, open: false });
      expect((await member.get(`/api/user/giveaway/no-such-${unique()}/entry`)).statusCode).toBe(404);
      const noToken = await member.post(`/api/user/giveaway/${running.slug}/enter`, {}, { 'x-csrf-token': 'wrong' });
      expect(noToken.statusCode).toBe(403);
    });
  });
});
