import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AFFILIATE_MONTHLY_SQL } from '@emberhold/analytics';
import { type AffiliateImportDto, type AffiliateReportFileRow, affiliateMessages, formatAffiliateReport } from '@emberhold/contracts';
import { eventually } from '@emberhold/infra';
import { AffiliateImportsSweep } from '@emberhold/pipeline';
import { multipartBody } from './advertiser-funnel.test-support';
import { apiForThisFile, type ApiUser } from './api-under-test.test-support';
import { DESKTOP_CHROME, PIPELINE_SETTLES, TEST_PUBLIC_URL } from './test-constants.test-support';

const importDir = mkdtempSync(join(tmpdir(), 'emberhold-affiliate-imports-'));
afterAll(() => rmSync(importDir, { recursive: true, force: true }));

/** A tag of this test's own, so figures never mix with another test's (the full mode shares ClickHouse's engine). */
// A US tag: the 'u' keeps random hex from ending in 0c, which marks an Amazon.ca tag (0c-20).
const newTag = () => `t${randomBytes(4).toString('hex')}u-20`;

const row = (tag: string, period: string, figures: Partial<AffiliateReportFileRow> = {}): AffiliateReportFileRow => ({
  tag,
  period,
  clicks: 10,
  ordered_units: 3,
  shipped_units: 2,
  returned_units: 0,
  sales_amount: '60.00',
  commission: '2.40',
  ...figures,
});

/**
 * Imports of the retailer's report files on the real services: an upload (or a file dropped in the import folder)
 * goes through the import job, the outbox, the event log and the raw-events projector into ClickHouse's
 * affiliate_earnings, and the figures read back exactly; a re-import or a corrected file replaces them.
 */
describe('affiliate report imports: upload, folder, job and ClickHouse figures', () => {
  const product = apiForThisFile({ posts: 50, env: { AFFILIATE_IMPORT_DIR: importDir } });
  let admin: ApiUser;
  let reader: ApiUser;

  beforeAll(async () => {
    admin = await product.registerAdmin();
    reader = await product.register('reader');
  });

  const upload = (user: ApiUser | null, content: string | null, fields: Record<string, string> = {}, fileName = 'report.csv') => {
    const body = multipartBody(fields, content === null ? undefined : { field: 'file', filename: fileName, type: 'text/csv', bytes: Buffer.from(content) });
    if (user === null) return product.inject({ method: 'POST', url: '/api/user/affiliate/import/', payload: body.payload, headers: { ...body.headers, 'user-agent': DESKTOP_CHROME } });
    return user.post('/api/user/affiliate/import/', body.payload, body.headers);
  };

  const imports = async (): Promise<AffiliateImportDto[]> => {
    const response = await admin.get('/api/user/affiliate/imports/1');
    expect(response.statusCode).toBe(200);
    return (response.json() as { imports: AffiliateImportDto[] }).imports;
  };

  /** Runs the sweep (as its schedule would) until the import is complete: ClickHouse holds every row of it. */
  const completed = (id: number) =>
    eventually(
      async () => {
        await product.app.get(AffiliateImportsSweep).run();
        expect((await imports()).find((item) => item.id === id)?.status).toBe('complete');
      },
      { timeoutMs: 60_000, intervalMs: 250 },
    );

  /** The counted figures of one tag by month, as the report reads them, amounts with two decimals. */
  const figures = async (tag: string) =>
    (await product.infrastructure.analytics.query<Record<string, string | number>>(AFFILIATE_MONTHLY_SQL, { tags: [tag] })).map((month) => ({
      year_month: month.year_month,
      retailer_clicks: Number(month.retailer_clicks),
      ordered_units: Number(month.ordered_units),
      shipped_units: Number(month.shipped_units),
      sales_amount: Number(month.sales_amount).toFixed(2),
      commission: Number(month.commission).toFixed(2),
    }));

  async function imported(content: string, fields: Record<string, string> = {}): Promise<AffiliateImportDto> {
    const response = await upload(admin, content, fields);
    expect(response.statusCode).toBe(201);
    const dto = (response.json() as { import: AffiliateImportDto }).import;
    await completed(dto.id);
    return dto;
  }

  it('imports an uploaded report into exact monthly figures; the same file again does not add them; a corrected file replaces them', async () => {
    const tag = newTag();
    const rows = [
      row(tag, '2026-09-30', { clicks: 7, ordered_units: 1, shipped_units: 1, sales_amount: '19.99', commission: '0.80' }),
      row(tag, '2026-10-01', { clicks: 12, ordered_units: 2, shipped_units: 2, sales_amount: '45.10', commission: '1.80' }),
      row(tag, '2026-10-02', { clicks: 30, ordered_units: 5, shipped_units: 4, sales_amount: '1234.56', commission: '49.38' }),
      row(tag, '2026-10-03', { clicks: 3, ordered_units: 0, shipped_units: 1, sales_amount: '0.00', commission: '0.00' }),
    ];
    const content = formatAffiliateReport({ program: 'us', grain: 'day', rows }, 'csv-title');

    const response = await upload(admin, content, { program: 'us' }, 'Fee-Earnings-Oct.csv');
    expect(response.statusCode).toBe(201);
    const first = (response.json() as { import: AffiliateImportDto }).import;
    expect(first).toMatchObject({
      file_name: 'Fee-Earnings-Oct.csv',
      source: 'upload',
      program: 'us',
      status: 'queued',
      rows: 4,
      tags: [tag],
      period_from: '2026-09-30',
      period_to: '2026-10-03',
      uploaded_by: { user_id: admin.userId, username: admin.username },
    });
    const audit = await product.infrastructure.prisma.staffAuditEntry.findFirst({ where: { action: 'affiliate.import', subjectId: String(first.id) } });
    expect(audit).toMatchObject({ actorId: admin.userId, subjectType: 'affiliate_import' });
    await completed(first.id);

    const expected = [
      { year_month: '2026-10', retailer_clicks: 45, ordered_units: 7, shipped_units: 7, sales_amount: '1279.66', commission: '51.18' },
      { year_month: '2026-09', retailer_clicks: 7, ordered_units: 1, shipped_units: 1, sales_amount: '19.99', commission: '0.80' },
    ];
    expect(await figures(tag)).toEqual(expected);

    // The same file again: a new import, the same figures.
    const again = await imported(content);
    expect(again.id).toBeGreaterThan(first.id);
    expect(await figures(tag)).toEqual(expected);

    // A corrected file for the same period: one day's figures changed, 2026-10-02 left out.
    const corrected = formatAffiliateReport(
      { program: 'us', grain: 'day', rows: [rows[0]!, row(tag, '2026-10-01', { clicks: 12, ordered_units: 3, shipped_units: 2, sales_amount: '70.15', commission: '2.81' }), rows[3]!] },
      'tsv',
    );
    await imported(corrected);
    expect(await figures(tag)).toEqual([
      { year_month: '2026-10', retailer_clicks: 15, ordered_units: 3, shipped_units: 3, sales_amount: '70.15', commission: '2.81' },
      expected[1],
    ]);

    const listed = await imports();
    expect(listed.slice(0, 3).map((item) => item.status)).toEqual(['complete', 'complete', 'complete']);
    expect(listed[2]!.id).toBe(first.id);
  });

  it('refuses a malformed file naming the line and the column, and keeps no import of it', async () => {
    const tag = newTag();
    const good = formatAffiliateReport({ program: 'us', grain: 'day', rows: [row(tag, '2026-10-01'), row(tag, '2026-10-02')] }, 'csv');
    const lines = good.split('\n');
    lines[2] = lines[2]!.replace('2026-10-02', '2026-13-45');
    const before = await product.infrastructure.prisma.affiliateImport.count();

    const response = await upload(admin, lines.join('\n'));
    expect(response.statusCode).toBe(400);
    const body = response.json() as { meta: { status: string; error: string }; errors: Array<{ field: string; message: string }> };
    expect(body.meta.status).toBe('error');
    expect(body.meta.error).toMatch(/^Line 3, column "Date": /);
    expect(body.errors[0]).toEqual({ field: 'file', message: body.meta.error });
    expect(await product.infrastructure.prisma.affiliateImport.count()).toBe(before);
  });

  it('asks for a file, and refuses one over 5 MB', async () => {
    const missing = await upload(admin, null, { program: 'us' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().meta.error).toBe(affiliateMessages.fileMissing);
    const empty = await upload(admin, '');
    expect(empty.json().meta.error).toBe(affiliateMessages.fileMissing);

    const large = await upload(admin, `Tracking ID,Date,Clicks\n${'x'.repeat(5 * 1024 * 1024 + 1)}`);
    expect([400, 413]).toContain(large.statusCode);
    expect(large.json().meta.error).toBe(affiliateMessages.fileTooLarge);
  });

  it('is for admins only: a visitor is asked to log in, a reader is refused', async () => {
    const content = formatAffiliateReport({ program: 'us', grain: 'day', rows: [row(newTag(), '2026-10-01')] }, 'csv');
    expect((await upload(null, content)).statusCode).toBe(401);
    expect((await upload(reader, content)).statusCode).toBe(403);
    expect((await product.inject({ method: 'GET', url: '/api/user/affiliate/imports/1', headers: { 'user-agent': DESKTOP_CHROME } })).statusCode).toBe(401);
    expect((await reader.get('/api/user/affiliate/imports/1')).statusCode).toBe(403);
  });

  it('takes in a report dropped in the import folder, and rejects a malformed one with the reason', async () => {
    const tag = newTag();
    const content = formatAffiliateReport({ program: 'uk', grain: 'month', rows: [row(tag, '2026-08-01', { sales_amount: '150.00', commission: '7.50' })] }, 'csv-title');
    writeFileSync(join(importDir, 'uk-august.csv'), content);
    writeFileSync(join(importDir, 'broken.csv'), 'Tracking ID,Date,Clicks,Items Ordered,Items Shipped,Revenue (USD),Earnings (USD)\nsome-20,2026-10-01,ten,1,1,10.00,0.40\n');

    const swept = await product.app.get(AffiliateImportsSweep).run();
    expect(swept).toMatchObject({ queued: 1, rejected: 1 });
    const listed = await imports();
    const taken = listed.find((item) => item.file_name === 'uk-august.csv')!;
    expect(taken).toMatchObject({ source: 'folder', program: 'uk', tags: [tag], uploaded_by: null });
    const rejected = listed.find((item) => item.file_name === 'broken.csv')!;
    expect(rejected.status).toBe('failed');
    expect(rejected.error).toMatch(/^Line 2, column "Clicks": /);

    expect(existsSync(join(importDir, 'uk-august.csv'))).toBe(false);
    expect(readdirSync(join(importDir, 'imported'))).toContain(`${taken.id}-uk-august.csv`);
    expect(readdirSync(join(importDir, 'rejected'))).toContain(`${rejected.id}-broken.csv`);

    await completed(taken.id);
    expect(await figures(tag)).toEqual([{ year_month: '2026-08', retailer_clicks: 10, ordered_units: 3, shipped_units: 2, sales_amount: '150.00', commission: '7.50' }]);
  });

  it("attributes a row whose subtag names a visit to the post that visit clicked from the list of the link's sort code", async () => {
    const session = `t${randomBytes(12).toString('hex')}`;
    const posts = await product.infrastructure.prisma.post.findMany({ where: { status: 'published', type: 'post' }, orderBy: { id: 'asc' }, take: 2, select: { id: true } });
    const [fromNew, fromPopular] = posts.map((post) => post.id) as [number, number];
    const subtagResponse = await product.inject({
      method: 'GET',
      url: `/api/subtag?session=${session}&referrer=${encodeURIComponent('https://www.google.com/')}&prev_url=&current_url=${encodeURIComponent(`${TEST_PUBLIC_URL}/new/`)}`,
      headers: { 'user-agent': DESKTOP_CHROME },
    });
    expect(subtagResponse.statusCode).toBe(200);
    const { subtag } = subtagResponse.json() as { subtag: string };
    const click = (postId: number, sort: string) =>
      product.inject({
        method: 'POST',
        url: '/api/user/tracking',
        payload: { type: 'click', session_id: session, post_id: postId, sort, page: 1, position: 0 },
        headers: { 'user-agent': DESKTOP_CHROME },
      });
    expect((await click(fromNew, 'new')).statusCode).toBe(200);
    // The visit's last click is from another list: the sort code still names the first.
    expect((await click(fromPopular, 'popular')).statusCode).toBe(200);
    await eventually(async () => {
      const [counted] = await product.infrastructure.analytics.query<{ n: string }>(
        `SELECT count() AS n FROM events FINAL WHERE session_id = {session:String} AND type IN ('subtag.issued', 'post.click')`,
        { session },
      );
      expect(Number(counted!.n)).toBe(3);
    }, PIPELINE_SETTLES);

    const tag = newTag();
    const today = new Date().toISOString().slice(0, 10);
    const content = formatAffiliateReport(
      { program: 'us', grain: 'day', rows: [row(tag, today, { subtag: `emb-1-${subtag}`, commission: '3.30' }), row(tag, today, { subtag: 'emb-5', commission: '1.10' }), row(tag, today, { subtag: 'other' })] },
      'csv',
    );
    await imported(content);
    const rows = await product.infrastructure.analytics.query<{ subtag: string; post_id: number | string; sort_code: number | string }>(
      'SELECT subtag, post_id, sort_code FROM affiliate_earnings FINAL WHERE tag = {tag:String} ORDER BY subtag',
      { tag },
    );
    expect(rows.map((r) => ({ subtag: r.subtag, post_id: Number(r.post_id), sort_code: Number(r.sort_code) }))).toEqual([
      { subtag: `emb-1-${subtag}`, post_id: fromNew, sort_code: 1 },
      { subtag: 'emb-5', post_id: 0, sort_code: 5 },
      { subtag: 'other', post_id: 0, sort_code: 0 },
    ]);
  });
});
