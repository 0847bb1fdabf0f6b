import { randomBytes } from 'node:crypto';
import { PROMO_EMAIL_MESSAGES as M, type PromoEmailDto, topics } from '@emberhold/contracts';
import { MailDispatcher } from '@emberhold/pipeline';
import type { ConsumedRecord } from '@emberhold/platform';
import { OutboxMail } from '../src/common/mail/outbox-mail';
import { apiForThisFile, type ApiUser, type InjectedResponse } from './api-under-test.test-support';
import type { ReceivedMail } from './smtp-inbox.test-support';
import { PIPELINE_SETTLES, TEST_PUBLIC_URL } from './test-constants.test-support';

const SEND = '/api/user/send-promo-email';
const UNSUBSCRIBE = '/api/user/mail/unsubscribe';
const BODY = '<p onclick="steal()">Winter sale on <strong>dragon mugs</strong>.</p><script>alert("owned")</script><p><a href="https://shop.example/mugs">See the mugs</a></p>';

const key = () => randomBytes(12).toString('hex');
const address = (prefix: string) => `${prefix}.${randomBytes(4).toString('hex')}@example.test`;

/** What a mail client shows of a promo mail: its HTML and text parts, and the unsubscribe links. */
function read(mail: ReceivedMail) {
  const body = `${mail.html ?? ''}\n${mail.text}`;
  const pageLink = new RegExp(`${TEST_PUBLIC_URL}/unsubscribe/\\?token=([A-Za-z0-9_.%-]+)`).exec(mail.text);
  return {
    body,
    listUnsubscribe: /^<([^>]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1],
    listUnsubscribePost: mail.headers.get('list-unsubscribe-post'),
    pageToken: pageLink ? decodeURIComponent(pageLink[1]!) : undefined,
  };
}

describe('promo emails', () => {
  const product = apiForThisFile({ mail: true, posts: 50 });
  const prisma = () => product.infrastructure.prisma;
  const inbox = () => product.inbox!;
  let admin: ApiUser;
  let fan: ApiUser;

  beforeAll(async () => {
    [admin, fan] = await Promise.all([product.registerAdmin('promoadmin'), product.register('promofan')]);
  });

  const send = (body: object) => admin.post(SEND, body);
  const promoOf = (response: InjectedResponse) => (response.json() as { promo_email: PromoEmailDto; duplicate: boolean });
  /** Mails the outbox was asked to send to `to`, whatever the dispatcher has done with them yet. */
  const mailsRequestedFor = (to: string) => prisma().outboxEvent.count({ where: { topic: topics.mail, payload: { path: ['payload', 'to'], equals: to } } });
  const mailsReceivedBy = (to: string) => inbox().mails.filter((mail) => mail.to.includes(to)).length;
  /** Visitors unsubscribe: no cookie, no CSRF token (a mail provider's one-click POST has neither). */
  const visitor = (method: 'GET' | 'POST', url: string, payload?: object | string, headers: Record<string, string> = {}) => product.inject({ method, url, ...(payload !== undefined ? { payload } : {}), headers });

  async function logEntry(id: number, until: (entry: PromoEmailDto) => boolean): Promise<PromoEmailDto> {
    const deadline = Date.now() + PIPELINE_SETTLES.timeoutMs;
    for (;;) {
      const response = await admin.get('/api/user/promo-emails/1');
      expect(response.statusCode).toBe(200);
      const entry = (response.json() as { promo_emails: PromoEmailDto[] }).promo_emails.find((row) => row.id === id);
      if (entry && until(entry)) return entry;
      if (Date.now() > deadline) throw new Error(`promo email ${id} did not settle: ${JSON.stringify(entry)}`);
      await new Promise((resolve) => setTimeout(resolve, PIPELINE_SETTLES.intervalMs));
    }
  }

  it('mails the sanitized message once, with a working unsubscribe link and List-Unsubscribe headers', async () => {
    const response = await send({ subject_line: 'Winter sale at Emberhold', email_body: BODY, user_id: fan.userId, idempotency_key: key() });
    expect(response.statusCode).toBe(200);
    const { promo_email: promo, duplicate } = promoOf(response);
    expect(duplicate).toBe(false);
    expect(promo).toMatchObject({ email: fan.email.toLowerCase(), subject_line: 'Winter sale at Emberhold', user: { username: fan.username }, sent_by: { username: admin.username } });
    expect(promo.email_body).not.toContain('<script');
    expect(promo.email_body).not.toContain('onclick');

    const received = await inbox().next(fan.email.toLowerCase());
    expect(received.subject).toBe('Winter sale at Emberhold');
    const mail = read(received);
    expect(mail.body).toContain('<strong>dragon mugs</strong>');
    expect(mail.body).toContain('<a href="https://shop.example/mugs">See the mugs</a>');
    expect(mail.body).toContain('See the mugs (https://shop.example/mugs)');
    expect(mail.body).not.toContain('<script');
    expect(mail.body).not.toContain('owned');
    expect(mail.body).not.toContain('onclick');
    expect(mail.body).toContain('Unsubscribe from these emails:');
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(mail.listUnsubscribe).toMatch(new RegExp(`^${TEST_PUBLIC_URL}${UNSUBSCRIBE}\\?token=`));

    // The mailed link's page names the address, and opening it unsubscribes nobody.
    const page = await visitor('GET', `${UNSUBSCRIBE}?token=${encodeURIComponent(mail.pageToken!)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ email: fan.email.toLowerCase(), unsubscribed: false });
    expect(await prisma().mailSuppression.count({ where: { email: fan.email.toLowerCase() } })).toBe(0);

    const entry = await logEntry(promo.id, (row) => row.delivery === 'sent');
    expect(entry).toMatchObject({ email: fan.email.toLowerCase(), user: { user_id: fan.userId, username: fan.username }, sent_by: { user_id: admin.userId, username: admin.username } });
    expect(entry.sent_at).not.toBeNull();
    expect(mailsReceivedBy(fan.email.toLowerCase())).toBe(1);

    const audit = await admin.get(`/api/user/staff-audit?subject_type=promo_email&subject_id=${promo.id}`);
    expect((audit.json() as { entries: Array<{ action: string; actor: { username: string } }> }).entries).toEqual([
      expect.objectContaining({ action: 'promo_email.send', actor: expect.objectContaining({ username: admin.username }) }),
    ]);
  });

  it('sends the same request once, with its idempotency key or, without one, the same message to the same address', async () => {
    const to = address('twice');
    const message = { subject_line: 'Cloaks are back', email_body: '<p>Warm ones.</p>', email: to };
    const idempotencyKey = key();
    const [first, again] = await Promise.all([send({ ...message, idempotency_key: idempotencyKey }), send({ ...message, idempotency_key: idempotencyKey })]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(promoOf(first).promo_email.id).toBe(promoOf(again).promo_email.id);
    expect([promoOf(first).duplicate, promoOf(again).duplicate].sort()).toEqual([false, true]);

    // The key names one message: another message with it is refused, and sends nothing.
    const reused = await send({ ...message, email: address('elsewhere'), idempotency_key: idempotencyKey });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ meta: { error: 'This idempotency key was already used for another message.' } });

    const other = { subject_line: 'Lanterns too', email_body: '<p>Bright ones.</p>', email: to.toUpperCase() };
    const third = await send(other);
    const fourth = await send(other);
    expect(promoOf(fourth)).toMatchObject({ duplicate: true, promo_email: { id: promoOf(third).promo_email.id } });

    expect(await mailsRequestedFor(to)).toBe(2);
    const subjects = [(await inbox().next(to)).subject, (await inbox().next(to)).subject].sort();
    expect(subjects).toEqual(['Cloaks are back', 'Lanterns too']);
    await logEntry(promoOf(third).promo_email.id, (row) => row.delivery === 'sent');
    expect(mailsReceivedBy(to)).toBe(2);
  });

  it("unsubscribing through the mailed link's page refuses the next send, and mails nothing", async () => {
    const to = address('leaver');
    expect((await send({ subject_line: 'Hello', email_body: 'First news', email: to })).statusCode).toBe(200);
    const { pageToken } = read(await inbox().next(to));

    const unsubscribed = await visitor('POST', UNSUBSCRIBE, { token: pageToken });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toMatchObject({ email: to, unsubscribed: true });
    // Twice is once.
    expect((await visitor('POST', UNSUBSCRIBE, { token: pageToken })).statusCode).toBe(200);
    expect((await visitor('GET', `${UNSUBSCRIBE}?token=${encodeURIComponent(pageToken!)}`)).json()).toMatchObject({ unsubscribed: true });

    const refused = await send({ subject_line: 'More news', email_body: 'Second news', email: to, idempotency_key: key() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ meta: { error: M.unsubscribed } });
    expect(await mailsRequestedFor(to)).toBe(1);
    expect(await prisma().promoEmail.count({ where: { email: to } })).toBe(1);
  });

  it('a one-click POST at the List-Unsubscribe address unsubscribes, without cookies or a CSRF token', async () => {
    const to = address('oneclick');
    expect((await send({ subject_line: 'Hello', email_body: 'News', email: to })).statusCode).toBe(200);
    const { listUnsubscribe } = read(await inbox().next(to));
    const url = new URL(listUnsubscribe!);

    const response = await visitor('POST', `${url.pathname}${url.search}`, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(200);
    expect(await prisma().mailSuppression.count({ where: { email: to } })).toBe(1);

    const refused = await send({ subject_line: 'Again', email_body: 'More', email: to });
    expect(refused.statusCode).toBe(409);
    expect(await mailsRequestedFor(to)).toBe(1);
  });

  it('refuses a forged or missing unsubscribe token with a 400', async () => {
    const genuine = product.app.get(OutboxMail).unsubscribeToken('someone@example.test');
    const forgedFor = `${Buffer.from('victim@example.test').toString('base64url')}.${genuine.split('.')[1]}`;
    for (const token of ['abc.def', forgedFor, 'nonsense', '']) {
      const response = await visitor('POST', UNSUBSCRIBE, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ meta: { error: M.tokenInvalid } });
    }
    expect((await visitor('POST', UNSUBSCRIBE, {})).statusCode).toBe(400);
    expect((await visitor('GET', `${UNSUBSCRIBE}?token=${encodeURIComponent(forgedFor)}`)).statusCode).toBe(400);
    expect(await prisma().mailSuppression.count({ where: { email: 'victim@example.test' } })).toBe(0);
  });

  it('names the problem with a form, at its field', async () => {
    const cases: Array<[object, number, string, string]> = [
      [{ subject_line: 'Hi', email_body: 'Body' }, 400, M.recipientMissing, 'email'],
      [{ subject_line: 'Hi', email_body: 'Body', email: '', user_id: '' }, 400, M.recipientMissing, 'email'],
      [{ subject_line: 'Hi', email_body: 'Body', email: 'a@example.test', user_id: fan.userId }, 400, M.recipientBoth, 'email'],
      [{ subject_line: 'Hi', email_body: 'Body', email: 'not an address' }, 400, M.emailInvalid, 'email'],
      [{ subject_line: 'Hi', email_body: 'Body', user_id: 2_000_000_000 }, 404, M.userNotFound, 'user_id'],
      [{ subject_line: '  ', email_body: 'Body', email: 'a@example.test' }, 400, M.subjectMissing, 'subject_line'],
      [{ email_body: 'Body', email: 'a@example.test' }, 400, M.subjectMissing, 'subject_line'],
      [{ subject_line: 'x'.repeat(201), email_body: 'Body', email: 'a@example.test' }, 400, M.subjectTooLong, 'subject_line'],
      [{ subject_line: 'Hi', email: 'a@example.test' }, 400, M.bodyMissing, 'email_body'],
      [{ subject_line: 'Hi', email_body: '<script>alert(1)</script>', email: 'a@example.test' }, 400, M.bodyMissing, 'email_body'],
    ];
    for (const [body, status, message, field] of cases) {
      const response = await send(body);
      expect({ body, status: response.statusCode, error: (response.json() as { meta: { error: string } }).meta.error }).toEqual({ body, status, error: message });
      expect((response.json() as { errors: Array<{ field: string }> }).errors[0]!.field).toBe(field);
    }
    expect((await send({ subject_line: 'x'.repeat(200), email_body: 'Body', email: address('long') })).statusCode).toBe(200);
    expect(await prisma().promoEmail.count({ where: { email: 'a@example.test' } })).toBe(0);
  });

  it('previews the message as it would go out, unsubscribe footer included, without storing or mailing it', async () => {
    const before = await prisma().promoEmail.count();
    const response = await admin.post(`${SEND}/preview`, { subject_line: 'Preview me', email_body: BODY });
    expect(response.statusCode).toBe(200);
    const { preview } = response.json() as { preview: { subject_line: string; html: string; text: string } };
    expect(preview.subject_line).toBe('Preview me');
    expect(preview.html).toContain('<a href="https://shop.example/mugs">See the mugs</a>');
    expect(preview.html).not.toMatch(/<script|onclick|owned/);
    expect(preview.html).toContain('/unsubscribe/?token=');
    expect(preview.text).toContain('See the mugs (https://shop.example/mugs)');
    expect(preview.text).toContain('Unsubscribe from these emails:');
    expect(await prisma().promoEmail.count()).toBe(before);
    expect((await admin.post(`${SEND}/preview`, { subject_line: '', email_body: 'x' })).json()).toMatchObject({ meta: { error: M.subjectMissing } });
  });

  it('the log pages newest first', async () => {
    const response = await admin.get('/api/user/promo-emails/1');
    const { promo_emails: rows, has_more: hasMore } = response.json() as { promo_emails: PromoEmailDto[]; has_more: boolean };
    expect(hasMore).toBe(false);
    const times = rows.map((row) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
    // The demo's promo emails (packages/seed), sent days ago by the demo admin, come after this file's.
    expect(rows.at(-1)).toMatchObject({ subject_line: 'The Winter Forge sale starts today', delivery: 'sent', sent_by: { username: expect.any(String) }, user: { username: expect.any(String) } });
    expect((await admin.get('/api/user/promo-emails/2')).json()).toMatchObject({ promo_emails: [] });
    expect((await admin.get('/api/user/promo-emails/x')).statusCode).toBe(400);
  });

  describe('the mail dispatcher', () => {
    const record = (fact: { fact: { id: string }; key: string; topic?: string }, offset: string): ConsumedRecord => ({
      topic: fact.topic!,
      key: fact.key,
      value: fact.fact,
      id: fact.fact.id,
      headers: {},
      partition: 0,
      offset,
      timestamp: 0,
    });

    it('sends a redelivered mail once', async () => {
      const to = address('redelivered');
      const { fact, mailId } = product.app.get(OutboxMail).request({ kind: 'promo', to, subject: 'Once only', lines: ['Hello'], html: '<p>Hello</p>' });
      const dispatcher = product.app.get(MailDispatcher);
      await dispatcher.dispatch([record(fact, '1'), record(fact, '2')]);
      await dispatcher.dispatch([record(fact, '3')]);
      expect((await inbox().next(to)).subject).toBe('Once only');
      expect(mailsReceivedBy(to)).toBe(1);
      expect(await prisma().sentMail.findUnique({ where: { id: mailId } })).toMatchObject({ status: 'sent', recipient: to });
    });

    it('never sends a promotion to an address that unsubscribed after it was queued', async () => {
      const to = address('latecomer');
      const { fact, mailId } = product.app.get(OutboxMail).request({ kind: 'promo', to, subject: 'Too late', lines: ['Hello'], html: null });
      await prisma().mailSuppression.create({ data: { email: to } });
      await product.app.get(MailDispatcher).dispatch([record(fact, '1')]);
      expect(await prisma().sentMail.findUnique({ where: { id: mailId } })).toMatchObject({ status: 'suppressed' });
      expect(mailsReceivedBy(to)).toBe(0);
    });
  });
});
