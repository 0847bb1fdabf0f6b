import { AFFILIATE_MONTHLY_SQL, AFFILIATE_POST_COMMISSION_SQL } from '@emberhold/analytics';
import { AFFILIATE_PROGRAMS, type AffiliateReportResponse } from '@emberhold/contracts';
import { eventually } from '@emberhold/infra';
import { AffiliateImportsSweep, ScoreRefresh } from '@emberhold/pipeline';
import { apiForThisFile } from './api-under-test.test-support';
import { DEMO_PASSWORD, demoReader } from './test-constants.test-support';

const SITE_TAGS = Object.values(AFFILIATE_PROGRAMS).map((program) => program.tag);

/**
 * The demo affiliate data on the real services: the seeded report files go through the same import path as an upload
 * (the sweep takes up the queued imports), their subtags attribute earnings to the seeded visits' posts, the scores
 * price posts from them, and the demo affiliate's /aff/ report has the year, the payments and the balance.
 */
describe('affiliates: the demo data imported on first start', () => {
  const product = apiForThisFile({ posts: 60 });
  const prisma = () => product.infrastructure.prisma;
  const monthsBack = (back: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
  };

  it('imports every seeded report file into a year of monthly figures per tag, with earnings attributed to posts', async () => {
    const seeded = await prisma().affiliateImport.findMany({ where: { source: 'folder' }, select: { id: true } });
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    await eventually(
      async () => {
        await product.app.get(AffiliateImportsSweep).run();
        const statuses = await prisma().affiliateImport.findMany({ where: { id: { in: seeded.map((row) => row.id) } }, select: { status: true } });
        expect(statuses.map((row) => row.status)).toEqual(seeded.map(() => 'complete'));
      },
      { timeoutMs: 180_000, intervalMs: 1_000 },
    );

    const months = await product.infrastructure.analytics.query<{ tag: string; year_month: string; commission: string }>(AFFILIATE_MONTHLY_SQL, { tags: [] });
    const monthsOf = (tag: string) => months.filter((row) => row.tag === tag).map((row) => row.year_month);
    const year = Array.from({ length: 12 }, (_, i) => monthsBack(i + 1));
    for (const tag of [...SITE_TAGS, 'emberholdreader-20', 'emberholdreader-21']) expect(monthsOf(tag)).toEqual(year);
    expect(monthsOf('emberholdpartner-20')).toEqual(year.slice(0, 6));
    expect(months.every((row) => Number(row.commission) > 0)).toBe(true);

    const attributed = await product.infrastructure.analytics.query<{ post_id: string; program: string }>(AFFILIATE_POST_COMMISSION_SQL, {
      tags: SITE_TAGS,
      from: `${monthsBack(2)}-01`,
    });
    expect(new Set(attributed.map((row) => row.program))).toEqual(new Set(['us', 'uk', 'ca']));

    // The scores price every post from these earnings.
    await product.app.get(ScoreRefresh).run();
    expect(await prisma().post.count({ where: { status: 'published', type: 'post', earningsScore: { lte: 0 } } })).toBe(0);
  });

  it("shows the demo affiliate their tags' year, their payments with the voided one, and what is still owed", async () => {
    const login = await product.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: demoReader(1), password: DEMO_PASSWORD }).toString(),
    });
    expect(login.statusCode).toBe(200);
    const reader = product.signedIn(login);
    const response = await reader.get('/api/user/affiliate/');
    expect(response.statusCode).toBe(200);
    const report = response.json() as AffiliateReportResponse;
    expect(report.tags).toEqual(['emberholdreader-20', 'emberholdreader-21']);
    expect(report.reports.map((tag) => [tag.tag, tag.months.length])).toEqual([
      ['emberholdreader-20', 12],
      ['emberholdreader-21', 12],
    ]);
    expect(report.payments.filter((payment) => payment.voided_at !== null).map((payment) => payment.void_reason)).toEqual([expect.stringMatching(/twice/)]);
    const usd = report.balances.find((balance) => balance.currency === 'USD')!;
    const earned = report.reports.find((tag) => tag.tag === 'emberholdreader-20')!.totals.commission;
    expect(usd).toMatchObject({ earned, paid: '100.00' });
    expect(Number(usd.owed)).toBeCloseTo(Number(earned) - 100, 2);
    expect(report.balances.find((balance) => balance.currency === 'GBP')).toMatchObject({ paid: '18.50' });
  });
});
