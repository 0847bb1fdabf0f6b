import { randomBytes } from 'node:crypto';
import { CAMPAIGN_FIGURES_SQL } from '@emberhold/analytics';
import type { CampaignFigures } from '@emberhold/contracts';
import { eventually } from '@emberhold/infra';
import { campaignFigures } from '../src/reporting/domain/campaign-performance';
import { CampaignFigureReader } from '../src/reporting/infra/campaign-figures';
import { apiForThisFile, type ApiUser, type InjectedResponse } from './api-under-test.test-support';
import { funnelCalls } from './advertiser-funnel.test-support';
import { DESKTOP_CHROME, GOOGLEBOT, LOGIN_REQUIRED } from './test-constants.test-support';

const FIGURES = ['impressions', 'clicks', 'ctr', 'saves', 'expected_clicks', 'expected_saves', 'click_performance', 'save_performance', 'performance'] as const;

/**
 * The campaign dashboards' data on the real services (spec sections 4, 6 and 9): the advertiser's campaigns and every
 * campaign for admins with their status and figures, and a campaign's report by day or creative as JSON and CSV. The
 * figures are people's native-ad facts read back from ClickHouse: a view, a click and a save sent through the real
 * tracking and wishlist calls show within seconds.
 */
describe('campaign dashboards: campaigns, figures and reports', () => {
  const product = apiForThisFile({ posts: 50 });
  let admin: ApiUser;
  const funnel = funnelCalls(product);
  let addresses = 0;

  beforeAll(async () => {
    admin = await product.registerAdmin();
  });

  const prisma = () => product.infrastructure.prisma;
  const settle = <T>(check: () => Promise<T>) => eventually(check, { timeoutMs: 30_000, intervalMs: 200 });
  const today = () => new Date().toISOString().slice(0, 10);
  const errorOf = (response: InjectedResponse) => [response.statusCode, response.json().meta.error, response.json().errors?.[0]?.field];

  /**
   * A campaign through the funnel (unlogged draft, activated by `advertiser`), paid (payment is another context's
   * work, so set directly) and approved by an admin: its creative runs as a native ad in the lists.
   */
  async function runningCampaign(advertiser: ApiUser, title: string) {
    const draft = await funnel.draft(title);
    expect((await funnel.activate(advertiser, draft.tempId)).statusCode).toBe(200);
    await prisma().campaign.update({ where: { id: draft.campaignId }, data: { paidAt: new Date(), feeCents: 24_900, plan: 'basic' } });
    await prisma().creative.update({ where: { id: draft.creativeId }, data: { status: 'pending_approval' } });
    const approved = await admin.post(`/api/user/creative/${draft.creativeId}/approve`, {});
    expect(approved.statusCode).toBe(200);
    return { ...draft, adId: approved.json().creative.ad_id as number };
  }

  /** An ad handed out by the lists, with its one-time offer, to a visitor at a fresh address. */
  async function offerFor(adId: number) {
    addresses += 1;
    const ip = `203.0.113.${addresses}`;
    const ads = (await product.inject({ method: 'GET', url: '/api/user/native_ad/', headers: { 'user-agent': DESKTOP_CHROME }, remoteAddress: ip })).json().ads as Array<{
      ad_id: number;
      offer: string;
    }>;
    const ad = ads.find((candidate) => candidate.ad_id === adId);
    expect(ad).toBeDefined();
    return { ip, offer: ad!.offer };
  }

  async function track(kind: 'impression' | 'click', adId: number, offer: { ip: string; offer: string }, session: string, userAgent = DESKTOP_CHROME) {
    const response = await product.inject({
      method: 'POST',
      url: `/api/user/native_ad/tracking/${kind}/`,
      payload: { ad_id: adId, offer: offer.offer, session },
      headers: { 'user-agent': userAgent },
      remoteAddress: offer.ip,
    });
    expect(response.statusCode).toBe(200);
    return response.json().counted as boolean;
  }

  const figuresOf = (row: Record<string, unknown>) => Object.fromEntries(FIGURES.map((figure) => [figure, row[figure]]));
  const countsOf = (row: Record<string, unknown>) => ({ impressions: row.impressions, clicks: row.clicks, saves: row.saves });
  /**
   * The figures of one view, one click and one save, measured against the reference rates the API used (the seeded
   * demo campaigns' month of traffic, kept a minute by the reader the API runs).
   */
  const oneOfEach = async () => campaignFigures({ impressions: 1, clicks: 1, saves: 1 }, await product.app.get(CampaignFigureReader).referenceRates());
  const csvLine = (label: string, figures: CampaignFigures) => [label, ...FIGURES.map((figure) => String(figures[figure]))].join(',');

  it("shows a person's view, click and save of a running campaign's ad on the dashboards, in the report by day and by creative, and in the CSV", async () => {
    const maker = await product.register('maker');
    const campaign = await runningCampaign(maker, 'Wyrmglass Lantern');
    const session = `t${randomBytes(12).toString('hex')}`;
    const offer = await offerFor(campaign.adId);
    expect(await track('impression', campaign.adId, offer, session)).toBe(true);
    expect(await track('click', campaign.adId, offer, session)).toBe(true);
    // A crawler's view is kept apart and never reaches the figures.
    await track('impression', campaign.adId, await offerFor(campaign.adId), session, GOOGLEBOT);
    const saver = await product.register('saver');
    expect((await saver.post('/api/user/native_ad/add', { ad_id: campaign.adId })).statusCode).toBe(200);

    await settle(async () => {
      const [summary] = (await maker.get('/api/user/my-campaigns')).json().data;
      expect(countsOf(summary)).toEqual({ impressions: 1, clicks: 1, saves: 1 });
    });
    const [summary] = (await maker.get('/api/user/my-campaigns')).json().data;
    const ONE_OF_EACH = await oneOfEach();
    expect(figuresOf(summary)).toEqual(ONE_OF_EACH);
    expect(summary).toMatchObject({
      id: campaign.campaignId,
      status: 'running',
      title: 'Wyrmglass Lantern',
      image: campaign.image,
      fee_cents: 24_900,
      paid_at: expect.any(String),
      advertiser: { user_id: maker.userId, username: maker.username },
      creatives: [expect.objectContaining({ id: campaign.creativeId, status: 'running' })],
    });
    const everything = (await admin.get('/api/user/all-campaigns')).json().data.campaigns as Array<{ id: number }>;
    expect(figuresOf(everything.find((row) => row.id === campaign.campaignId)!)).toEqual(ONE_OF_EACH);

    const byDay = await maker.get(`/api/user/campaign/${campaign.campaignId}/report?by=day`);
    expect(byDay.statusCode).toBe(200);
    expect(byDay.json().data).toEqual({
      campaign_id: campaign.campaignId,
      by: 'day',
      from: today(),
      to: today(),
      rows: [{ key: today(), label: today(), ...ONE_OF_EACH }],
      totals: ONE_OF_EACH,
    });
    const byCreative = (await maker.get(`/api/user/campaign/${campaign.campaignId}/report?by=creative`)).json().data;
    expect(byCreative.rows).toEqual([{ key: String(campaign.creativeId), label: 'Wyrmglass Lantern', ...ONE_OF_EACH }]);
    expect(byCreative.totals).toEqual(ONE_OF_EACH);

    const csv = await maker.get(`/api/user/campaign/${campaign.campaignId}/report?by=day&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="campaign-${campaign.campaignId}-by-day.csv"`);
    expect(csv.body).toBe(`day,${FIGURES.join(',')}\r\n${csvLine(today(), ONE_OF_EACH)}\r\n`);
    const csvByCreative = await maker.get(`/api/user/campaign/${campaign.campaignId}/report?by=creative&format=csv&from=${today()}&to=${today()}`);
    expect(csvByCreative.headers['content-disposition']).toBe(`attachment; filename="campaign-${campaign.campaignId}-by-creative.csv"`);
    expect(csvByCreative.body.split('\r\n')).toEqual([
      'creative_id,title,impressions,clicks,ctr,saves,expected_clicks,expected_saves,click_performance,save_performance,performance',
      csvLine(`${campaign.creativeId},Wyrmglass Lantern`, ONE_OF_EACH),
      '',
    ]);
  });

  it('reports every day of the range and every creative, with titles a spreadsheet would run as formulas defused', async () => {
    const maker = await product.register('formulas');
    const campaign = await runningCampaign(maker, '=HYPERLINK("http://evil.example")');
    const image = await funnel.croppedImage(campaign.tempId, maker);
    const second = await funnel.save(null, { creative: 'new', campaign: campaign.campaignId, title: 'Plain, with a comma', price: '5', link: 'https://maker.example', image }, maker);
    const secondId = second.json().data.creative.id as number;

    const yesterday = new Date(Date.now() - 24 * 60 * 60_000).toISOString().slice(0, 10);
    const byDay = (await maker.get(`/api/user/campaign/${campaign.campaignId}/report?from=${yesterday}&to=${today()}`)).json().data;
    expect(byDay.rows.map((row: { key: string; impressions: number }) => [row.key, row.impressions])).toEqual([
      [yesterday, 0],
      [today(), 0],
    ]);
    const csv = (await maker.get(`/api/user/campaign/${campaign.campaignId}/report?by=creative&format=csv`)).body.split('\r\n');
    expect(csv.slice(1, 3)).toEqual([`${campaign.creativeId},"'=HYPERLINK(""http://evil.example"")",0,0,0,0,0,0,0,0,0`, `${secondId},"Plain, with a comma",0,0,0,0,0,0,0,0,0`]);

    // The dashboard shows the newest creative's status: the new creative of the paid campaign waits for approval.
    const [summary] = (await maker.get('/api/user/my-campaigns')).json().data;
    expect(summary).toMatchObject({ status: 'pending_approval', title: 'Plain, with a comma' });
    expect(summary.creatives.map((creative: { id: number; status: string }) => [creative.id, creative.status])).toEqual([
      [secondId, 'pending_approval'],
      [campaign.creativeId, 'running'],
    ]);
  });

  it('lets only the advertiser and admins read a report, and names a bad parameter', async () => {
    const maker = await product.register('private');
    const { campaignId, tempId } = await funnel.draft('Private');
    await funnel.activate(maker, tempId);
    const url = `/api/user/campaign/${campaignId}/report`;
    const stranger = await product.register('stranger');
    const editor = await product.register('editor');
    await prisma().user.update({ where: { id: editor.userId }, data: { editor: true } });
    expect(errorOf(await product.inject({ method: 'GET', url }))).toEqual([401, LOGIN_REQUIRED, undefined]);
    expect(errorOf(await stranger.get(url))).toEqual([404, 'Campaign not found', undefined]);
    expect((await editor.get(url)).statusCode).toBe(404);
    expect((await admin.get(`${url}?format=csv`)).statusCode).toBe(200);
    expect((await maker.get(url)).statusCode).toBe(200);
    expect(errorOf(await maker.get('/api/user/campaign/999999/report'))).toEqual([404, 'Campaign not found', undefined]);
    for (const [query, field] of [
      ['by=week', 'by'],
      ['format=xml', 'format'],
      ['from=2026-02-30', 'from'],
      ['to=tomorrow', 'to'],
      ['from=2026-11-10&to=2026-11-01', 'from'],
      ['from=2020-01-01&to=2026-01-01', 'from'],
    ]) {
      const response = await maker.get(`${url}?${query}`);
      expect([query, response.statusCode, response.json().errors?.[0]?.field]).toEqual([query, 400, field]);
    }
  });

  it("lists an advertiser's own campaigns newest first, and only for a signed-in user", async () => {
    const maker = await product.register('twice');
    const older = await funnel.draft('Older');
    await funnel.activate(maker, older.tempId);
    const newer = await funnel.draft('Newer');
    await funnel.activate(maker, newer.tempId);
    await funnel.draft('Not theirs');
    const mine = await maker.get('/api/user/my-campaigns');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json().data.map((campaign: { id: number; title: string }) => [campaign.id, campaign.title])).toEqual([
      [newer.campaignId, 'Newer'],
      [older.campaignId, 'Older'],
    ]);
    expect(errorOf(await product.inject({ method: 'GET', url: '/api/user/my-campaigns' }))).toEqual([401, LOGIN_REQUIRED, undefined]);
    expect((await (await product.register('empty')).get('/api/user/my-campaigns')).json().data).toEqual([]);
  });

  it('pages every campaign 20 at a time for admins, newest first, with the figures of a page read in one query', async () => {
    // Enough campaigns for more than one page, made directly: a campaign without a creative is a draft.
    await prisma().campaign.createMany({ data: Array.from({ length: 21 }, () => ({ tempId: `paging-${randomBytes(12).toString('hex')}` })) });
    const total = await prisma().campaign.count();
    const newest = await prisma().campaign.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 20, select: { id: true } });

    const query = jest.spyOn(product.infrastructure.analytics, 'query');
    const first = await admin.get('/api/user/all-campaigns?page=1');
    const figureReads = query.mock.calls.filter(([sql]) => sql === CAMPAIGN_FIGURES_SQL);
    query.mockRestore();
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect([page.page, page.pages, page.total]).toEqual([1, Math.ceil(total / 20), total]);
    expect(page.campaigns.map((campaign: { id: number }) => campaign.id)).toEqual(newest.map((campaign) => campaign.id));
    expect(page.campaigns[0]).toMatchObject({ status: 'draft', title: '', image: null, link: '', advertiser: null, creatives: [], impressions: 0, performance: 0 });
    expect(figureReads).toHaveLength(1);
    expect(figureReads[0]![1]).toEqual({ ids: newest.map((campaign) => campaign.id) });

    const second = (await admin.get('/api/user/all-campaigns?page=2')).json().data;
    expect(second.campaigns).toHaveLength(Math.min(20, total - 20));
    expect((await admin.get(`/api/user/all-campaigns?page=${page.pages + 1}`)).json().data.campaigns).toEqual([]);

    const advertiser = await product.register('notadmin');
    expect(errorOf(await advertiser.get('/api/user/all-campaigns'))).toEqual([403, 'You do not have access to view this page.', undefined]);
    expect(errorOf(await product.inject({ method: 'GET', url: '/api/user/all-campaigns' }))).toEqual([401, LOGIN_REQUIRED, undefined]);
    for (const bad of ['0', 'two', '-1']) expect(errorOf(await admin.get(`/api/user/all-campaigns?page=${bad}`))).toEqual([400, 'page must be a positive whole number', 'page']);
  });
});
