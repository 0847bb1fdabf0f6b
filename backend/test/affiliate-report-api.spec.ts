import { randomBytes } from 'node:crypto';
import { toEventRow } from '@emberhold/analytics';
import {
  affiliateEarningsReportedEvent,
  affiliateMessages as M,
  envelope,
  eventIdFor,
  type AffiliateMonthDto,
  type AffiliateReportResponse,
  type AffiliateTagReportDto,
} from '@emberhold/contracts';
import { eventually } from '@emberhold/infra';
import { appendToOutbox } from '../src/common/outbox/outbox';
import { apiForThisFile, outboxFactsOf, type ApiUser, type InjectedResponse } from './api-under-test.test-support';
import { DESKTOP_CHROME } from './test-constants.test-support';

interface ReportedRow {
  importId: number;
  program: 'us' | 'uk' | 'ca';
  tag: string;
  grain: 'day' | 'month';
  period: string;
  subtag?: string;
  clicks: number;
  ordered: number;
  shipped: number;
  returned: number;
  sales: string;
  commission: string;
}

const CURRENCY = { us: 'USD', uk: 'GBP', ca: 'CAD' } as const;

/**
 * The affiliate report and what admins manage beside it, on the real services (spec sections 2, 3, 6, 7 and 8): refs
 * (tags) given to and moved between users, payments recorded and voided, who may see which report, and the report's
 * figures. The figures come the way the import job sends them: `affiliate.earnings.reported` facts written to the
 * outbox, relayed to the event log and projected into ClickHouse, where the newest import of a slice counts.
 */
describe('affiliates: refs, payments and the report', () => {
  const product = apiForThisFile({ posts: 50 });
  let admin: ApiUser;

  beforeAll(async () => {
    admin = await product.registerAdmin('paymaster');
  });

  const prisma = () => product.infrastructure.prisma;
  // The 'u' keeps random hex from ending in 0c: with -20 that marks an Amazon.ca tag (0c-20), not a US one.
  const uniqueTag = (suffix = '-21') => `aff${randomBytes(5).toString('hex')}u${suffix}`;
  const errorOf = (response: InjectedResponse) => [response.statusCode, response.json().meta.error];
  const visitor = (method: 'GET' | 'POST', url: string, payload?: object) => product.inject({ method, url, payload, headers: { 'user-agent': DESKTOP_CHROME } });
  const reportOf = async (user: ApiUser, tag?: string) => {
    const response = await user.get(`/api/user/affiliate/${tag ? `?tag=${tag}` : ''}`);
    expect(response.statusCode).toBe(200);
    return response.json() as AffiliateReportResponse;
  };
  const monthOf = (report: AffiliateTagReportDto, yearMonth: string) => report.months.find((month) => month.year_month === yearMonth);

  async function assign(ref: string, id: number | string, program?: string) {
    const response = await admin.post('/api/user/affiliate/ref/', { ref, id, ...(program ? { program } : {}) });
    expect(response.statusCode).toBe(200);
    return response.json().ref as { ref: string; program: string; user: { user_id: number; username: string; email: string } };
  }

  /** The import job's facts for these rows, written to the outbox as it writes them (ids from the row's place). */
  async function reportEarnings(rows: ReportedRow[]) {
    const facts = rows.map((row) => {
      const subtag = row.subtag ?? '';
      const fact = affiliateEarningsReportedEvent.parse(
        envelope(
          'affiliate.earnings.reported',
          1,
          {
            import_id: row.importId,
            program: row.program,
            tag: row.tag,
            grain: row.grain,
            period: row.period,
            subtag,
            clicks: row.clicks,
            ordered_units: row.ordered,
            shipped_units: row.shipped,
            returned_units: row.returned,
            sales_amount: row.sales,
            commission: row.commission,
            currency: CURRENCY[row.program],
            post_id: null,
            sort_code: null,
          },
          { session_id: null, user_id: null, country: row.program, device: 'unknown' },
          { id: eventIdFor(`affiliate:${row.importId}:${row.tag}:${row.grain}:${row.period}:${subtag}`), occurredAt: new Date(`${row.period}T00:00:00Z`) },
        ),
      );
      return { fact, key: `affiliate:${row.tag}` };
    });
    await appendToOutbox(prisma(), facts);
  }

  /** People's (and others') outbound post clicks as the tracking path stores them in ClickHouse. */
  async function siteClicks(count: number, country: string, day: string, traffic: 'human' | 'bot' = 'human') {
    const at = new Date(`${day}T12:00:00Z`);
    const rows = Array.from({ length: count }, (_, i) => {
      const fact = envelope(
        'post.click',
        1,
        { post_id: 1, surface: 'list', sort: 'new', page: 1, position: 0 },
        { session_id: `affclicks${country}${traffic}`, user_id: null, country, device: 'desktop', traffic },
        { id: eventIdFor(`affiliate-report-clicks:${country}:${day}:${traffic}:${i}`), occurredAt: at, receivedAt: at },
      );
      return toEventRow(fact, { topic: 'test', partition: 0, offset: String(i) });
    });
    await product.infrastructure.analytics.insert('events', rows);
  }

  const figuresOf = (month: AffiliateMonthDto | undefined) =>
    month && {
      ordered: month.ordered_units,
      shipped: month.shipped_units,
      returned: month.returned_units,
      sales: month.sales_amount,
      commission: month.commission,
      clicks: month.clicks,
      retailer_clicks: month.retailer_clicks,
      source: month.clicks_source,
      conversion: month.conversion,
      epc: month.earnings_per_click,
    };

  describe('refs', () => {
    it('gives a user a tag by id, reading the program from the tag, and lists it with its holder', async () => {
      const reader = await product.register('reader');
      const ukTag = uniqueTag('-21');
      const usTag = uniqueTag('-20');
      expect(await assign(ukTag, reader.userId)).toMatchObject({ ref: ukTag, program: 'uk', user: { user_id: reader.userId, username: reader.username, email: reader.email } });
      expect((await assign(usTag, String(reader.userId))).program).toBe('us');
      const caTag = uniqueTag('-20');
      expect((await assign(caTag, reader.userId, 'ca')).program).toBe('ca');

      const refs = (await admin.get('/api/user/affiliate/refs/')).json().refs as Array<{ ref: string; program: string; user: { user_id: number } }>;
      expect(refs.filter((ref) => ref.user.user_id === reader.userId).map((ref) => [ref.ref, ref.program])).toEqual(
        [
          [ukTag, 'uk'],
          [usTag, 'us'],
          [caTag, 'ca'],
        ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
      );
      const facts = await outboxFactsOf(product, reader.userId);
      expect(facts).toContainEqual(['affiliate.ref.assigned', { ref: ukTag, program: 'uk', affiliate_user_id: reader.userId, previous_user_id: null }]);
    });

    it('moves a tag to another user by their email address: one holder at a time, the move in the audit trail', async () => {
      const [first, second] = await Promise.all([product.register('first'), product.register('second')]);
      const tag = uniqueTag();
      await assign(tag, first.userId);
      const moved = await assign(tag, second.email.toUpperCase());
      expect(moved.user.user_id).toBe(second.userId);

      const holders = (await admin.get('/api/user/affiliate/refs/')).json().refs.filter((ref: { ref: string }) => ref.ref === tag);
      expect(holders).toEqual([expect.objectContaining({ ref: tag, user: expect.objectContaining({ user_id: second.userId }) })]);
      // The first holder no longer sees the tag; the second does.
      expect(errorOf(await first.get(`/api/user/affiliate/?tag=${tag}`))).toEqual([403, M.accessDenied]);
      expect((await reportOf(second, tag)).reports.map((report) => report.tag)).toEqual([tag]);

      const audit = (await admin.get(`/api/user/staff-audit/?subject_type=affiliate_ref&subject_id=${tag}`)).json().entries;
      expect(audit[0]).toMatchObject({
        action: 'affiliate.ref_assign',
        summary: `Moved tag ${tag} from ${first.username} to ${second.username}`,
        changes: { user: { from: first.username, to: second.username } },
        actor: { user_id: admin.userId },
      });
      expect(audit[1]).toMatchObject({ changes: { user: { from: null, to: first.username } } });
      expect(await outboxFactsOf(product, second.userId)).toContainEqual(['affiliate.ref.assigned', { ref: tag, program: 'uk', affiliate_user_id: second.userId, previous_user_id: first.userId }]);
    });

    it('refuses a malformed tag and a user that does not exist, in the affiliate messages', async () => {
      const reader = await product.register('reader');
      expect(errorOf(await admin.post('/api/user/affiliate/ref/', { ref: 'not a tag!', id: reader.userId }))).toEqual([400, M.refInvalid]);
      expect(errorOf(await admin.post('/api/user/affiliate/ref/', { ref: uniqueTag(), id: 2_000_000_000 }))).toEqual([404, M.userNotFound]);
      expect(errorOf(await admin.post('/api/user/affiliate/ref/', { ref: uniqueTag(), id: 'nobody.here@example.test' }))).toEqual([404, M.userNotFound]);
    });
  });

  describe('payments', () => {
    let reader: ApiUser;
    let tag: string;

    beforeAll(async () => {
      reader = await product.register('payee');
      tag = uniqueTag('-21');
      await assign(tag, reader.userId);
    });

    it('records a payment in the tag’s currency and voids it, keeping the record and who voided it', async () => {
      const recorded = await admin.post('/api/user/affiliate/payment/', { user_id: reader.userId, amount: '12.5', ref: tag });
      expect(recorded.statusCode).toBe(201);
      const payment = recorded.json().payment;
      expect(payment).toMatchObject({
        user: { user_id: reader.userId, username: reader.username },
        ref: tag,
        amount: '12.50',
        currency: 'GBP',
        created_by: { user_id: admin.userId, username: admin.username },
        voided_at: null,
        voided_by: null,
      });

      const voided = await admin.post('/api/user/affiliate/payment/delete/', { id: payment.id, reason: 'Paid to the wrong account.' });
      expect(voided.statusCode).toBe(200);
      expect(voided.json().payment).toMatchObject({ id: payment.id, amount: '12.50', voided_at: expect.any(String), voided_by: { user_id: admin.userId }, void_reason: 'Paid to the wrong account.' });
      expect(errorOf(await admin.post('/api/user/affiliate/payment/delete/', { id: payment.id }))).toEqual([409, M.paymentVoided]);
      expect(errorOf(await admin.post('/api/user/affiliate/payment/delete/', { id: 2_000_000_000 }))).toEqual([404, M.paymentNotFound]);

      // The record stays, and the affiliate sees it as voided.
      const { payments } = await reportOf(reader, tag);
      expect(payments).toEqual([expect.objectContaining({ id: payment.id, voided_by: { user_id: admin.userId, username: admin.username }, void_reason: 'Paid to the wrong account.' })]);
      const facts = await outboxFactsOf(product, reader.userId);
      const paymentFacts = { payment_id: payment.id, affiliate_user_id: reader.userId, ref: tag, amount: '12.50', currency: 'GBP' };
      expect(facts).toContainEqual(['affiliate.payment.recorded', paymentFacts]);
      expect(facts).toContainEqual(['affiliate.payment.voided', paymentFacts]);
      const audit = (await admin.get(`/api/user/staff-audit/?subject_type=affiliate_payment&subject_id=${payment.id}`)).json().entries;
      expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['affiliate.payment_void', 'affiliate.payment_record']);
    });

    it('refuses a negative amount, three decimals, too large an amount, a wrong currency, a tag of someone else’s and a tag no one holds', async () => {
      const other = await product.register('other');
      const record = (body: object) => admin.post('/api/user/affiliate/payment/', { user_id: reader.userId, amount: '10.00', ref: tag, ...body });
      expect(errorOf(await record({ amount: -5 }))).toEqual([400, M.amountInvalid]);
      expect(errorOf(await record({ amount: '0' }))).toEqual([400, M.amountInvalid]);
      expect(errorOf(await record({ amount: '1.234' }))).toEqual([400, M.amountInvalid]);
      expect(errorOf(await record({ amount: '1000000.01' }))).toEqual([400, M.amountTooLarge]);
      expect(errorOf(await record({ currency: 'USD' }))).toEqual([400, M.currencyMismatch]);
      expect(errorOf(await record({ currency: 'EUR' }))).toEqual([400, M.currencyInvalid]);
      expect(errorOf(await record({ user_id: other.userId }))).toEqual([400, M.refNotUsers]);
      expect(errorOf(await record({ ref: uniqueTag() }))).toEqual([400, M.refUnknown]);
      expect(await prisma().affiliatePayment.count({ where: { ref: tag, amount: '10.00' } })).toBe(0);
    });
  });

  describe('who may do what', () => {
    it('answers visitors 401 and a reader 403 on every call, and a reader without refs 403 on the report', async () => {
      const reader = await product.register('nosy');
      const calls: Array<['GET' | 'POST', string, object?]> = [
        ['GET', '/api/user/affiliate/'],
        ['GET', '/api/user/affiliate/export.csv'],
        ['GET', '/api/user/affiliate/refs/'],
        ['POST', '/api/user/affiliate/ref/', { ref: uniqueTag(), id: reader.userId }],
        ['POST', '/api/user/affiliate/payment/', { user_id: reader.userId, amount: '1.00', ref: uniqueTag() }],
        ['POST', '/api/user/affiliate/payment/delete/', { id: 1 }],
      ];
      for (const [method, url, body] of calls) {
        expect([url, (await visitor(method, url, body)).statusCode]).toEqual([url, 401]);
        const response = method === 'GET' ? await reader.get(url) : await reader.post(url, body);
        expect([url, ...errorOf(response)]).toEqual([url, 403, M.accessDenied]);
      }
      expect(await prisma().affiliateRef.count({ where: { userId: reader.userId } })).toBe(0);
    });

    it('shows an affiliate their own tags only: another’s tag is a 403', async () => {
      const [mine, theirs] = await Promise.all([product.register('affiliate'), product.register('rival')]);
      const [tagA, tagB, rivalTag] = [uniqueTag('-20'), uniqueTag('-21'), uniqueTag()];
      await assign(tagA, mine.userId);
      await assign(tagB, mine.userId);
      await assign(rivalTag, theirs.userId);

      const all = await reportOf(mine);
      expect(all).toMatchObject({ scope: 'affiliate', tag: null, tags: [tagA, tagB].sort() });
      expect(all.reports.map((report) => [report.tag, report.currency, report.owner?.user_id])).toEqual(
        [
          [tagA, 'USD', mine.userId],
          [tagB, 'GBP', mine.userId],
        ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      );
      expect((await reportOf(mine, tagB)).reports.map((report) => report.tag)).toEqual([tagB]);
      expect(errorOf(await mine.get(`/api/user/affiliate/?tag=${rivalTag}`))).toEqual([403, M.accessDenied]);
      expect(errorOf(await mine.get(`/api/user/affiliate/export.csv?tag=${rivalTag}`))).toEqual([403, M.accessDenied]);
      expect(errorOf(await mine.get('/api/user/affiliate/?tag=emberhold-20'))).toEqual([403, M.accessDenied]);
      expect(errorOf(await mine.get('/api/user/affiliate/?tag=bad%20tag'))).toEqual([400, M.refInvalid]);

      const admins = await reportOf(admin);
      expect(admins.scope).toBe('admin');
      expect(admins.tags).toEqual(expect.arrayContaining([tagA, tagB, rivalTag, 'emberhold-20', 'emberhold-21', 'emberhold0c-20']));
    });
  });

  describe("the report's figures", () => {
    it('counts the newest import of a slice, adds daily rows up by month, and owes the commission less the payments that count', async () => {
      const affiliate = await product.register('earner');
      const tag = uniqueTag('-21');
      await assign(tag, affiliate.userId);
      const base = { program: 'uk' as const, tag, shipped: 0, returned: 0 };
      await reportEarnings([
        { ...base, importId: 7_100_001, grain: 'month', period: '2021-03-01', clicks: 200, ordered: 10, shipped: 9, returned: 1, sales: '250.00', commission: '20.00' },
        { ...base, importId: 7_100_001, grain: 'day', period: '2021-04-01', clicks: 50, ordered: 2, shipped: 2, sales: '40.00', commission: '3.20' },
        { ...base, importId: 7_100_001, grain: 'day', period: '2021-04-02', clicks: 30, ordered: 1, shipped: 1, sales: '19.99', commission: '1.60' },
      ]);
      // A corrected report for March: it replaces the first one's figures, never adds to them.
      await reportEarnings([{ ...base, importId: 7_100_002, grain: 'month', period: '2021-03-01', clicks: 220, ordered: 11, shipped: 10, returned: 1, sales: '275.50', commission: '22.04' }]);
      const paid = await admin.post('/api/user/affiliate/payment/', { user_id: affiliate.userId, amount: 10, ref: tag, currency: 'GBP' });
      expect(paid.statusCode).toBe(201);
      const mistaken = (await admin.post('/api/user/affiliate/payment/', { user_id: affiliate.userId, amount: '5.00', ref: tag })).json().payment;
      expect((await admin.post('/api/user/affiliate/payment/delete/', { id: mistaken.id })).statusCode).toBe(200);

      const report = await eventually(
        async () => {
          const answer = await reportOf(affiliate, tag);
          expect(answer.reports[0]?.months.map((month) => [month.year_month, month.commission])).toEqual([
            ['2021-04', '4.80'],
            ['2021-03', '22.04'],
          ]);
          return answer;
        },
        { timeoutMs: 30_000, intervalMs: 250 },
      );
      const [tagReport] = report.reports;
      expect(figuresOf(monthOf(tagReport!, '2021-03'))).toEqual({
        ordered: 11,
        shipped: 10,
        returned: 1,
        sales: '275.50',
        commission: '22.04',
        clicks: 0,
        retailer_clicks: 220,
        source: 'retailer',
        conversion: 0.05,
        epc: '0.1002',
      });
      expect(figuresOf(monthOf(tagReport!, '2021-04'))).toEqual({
        ordered: 3,
        shipped: 3,
        returned: 0,
        sales: '59.99',
        commission: '4.80',
        clicks: 0,
        retailer_clicks: 80,
        source: 'retailer',
        conversion: 0.0375,
        epc: '0.0600',
      });
      expect(tagReport!.totals).toMatchObject({ year_month: 'total', ordered_units: 14, sales_amount: '335.49', commission: '26.84', retailer_clicks: 300, conversion: 0.0467, earnings_per_click: '0.0895' });
      expect(tagReport).toMatchObject({ program: 'uk', currency: 'GBP', owner: { user_id: affiliate.userId }, updating: false });
      expect(report.balances).toEqual([{ currency: 'GBP', earned: '26.84', paid: '10.00', owed: '16.84' }]);
      expect(report.payments.map((payment) => [payment.amount, payment.voided_at === null])).toEqual([
        ['5.00', false],
        ['10.00', true],
      ]);

      const csv = await affiliate.get(`/api/user/affiliate/export.csv?tag=${tag}`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="affiliate-report-${tag}.csv"`);
      expect(csv.body).toBe(
        [
          'tag,year_month,clicks,retailer_clicks,ordered_units,shipped_units,returned_units,sales_amount,commission,conversion,earnings_per_click,currency',
          `${tag},2021-04,0,80,3,3,0,59.99,4.80,0.0375,0.0600,GBP`,
          `${tag},2021-03,0,220,11,10,1,275.50,22.04,0.05,0.1002,GBP`,
          '',
        ].join('\r\n'),
      );
    });

    it("says Reports Updating while an import touching the tag is being processed, and no longer once it is complete", async () => {
      const affiliate = await product.register('waiting');
      const tag = uniqueTag('-20');
      await assign(tag, affiliate.userId);
      const pending = await prisma().affiliateImport.create({
        data: { fileName: 'report.csv', source: 'upload', program: 'us', status: 'processing', content: '', sha256: '0'.repeat(64), tags: [tag, uniqueTag()], startedAt: new Date() },
      });
      try {
        const updating = await reportOf(affiliate, tag);
        expect([updating.updating, updating.reports[0]!.updating]).toEqual([true, true]);
      } finally {
        await prisma().affiliateImport.update({ where: { id: pending.id }, data: { status: 'complete', finishedAt: new Date() } });
      }
      const done = await reportOf(affiliate, tag);
      expect([done.updating, done.reports[0]!.updating]).toEqual([false, false]);
    });

    it("counts our own clicks in the program's country for the site's tag: conversion and earnings per click per them", async () => {
      await reportEarnings([{ importId: 7_100_003, program: 'uk', tag: 'emberhold-21', grain: 'month', period: '2019-05-01', clicks: 900, ordered: 4, shipped: 4, returned: 0, sales: '100.00', commission: '8.00' }]);
      await siteClicks(16, 'uk', '2019-05-14');
      // A crawler's clicks and clicks from the US are not the UK tag's.
      await siteClicks(2, 'uk', '2019-05-15', 'bot');
      await siteClicks(3, 'us', '2019-05-15');

      const month = await eventually(
        async () => {
          const report = await reportOf(admin, 'emberhold-21');
          const found = monthOf(report.reports[0]!, '2019-05');
          expect(found).toBeDefined();
          return found;
        },
        { timeoutMs: 30_000, intervalMs: 250 },
      );
      expect(figuresOf(month)).toEqual({ ordered: 4, shipped: 4, returned: 0, sales: '100.00', commission: '8.00', clicks: 16, retailer_clicks: 900, source: 'site', conversion: 0.25, epc: '0.5000' });
    });
  });
});
