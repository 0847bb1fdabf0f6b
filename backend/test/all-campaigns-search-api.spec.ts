import { randomBytes } from 'node:crypto';
import type { CreativeStatusDto } from '@emberhold/contracts';
import { apiForThisFile, type ApiUser, type InjectedResponse } from './api-under-test.test-support';
import { LOGIN_REQUIRED } from './test-constants.test-support';

/**
 * The admins' all-campaigns page searched and filtered on the server: words of the title or of the advertiser's email,
 * the campaign's status (its newest creative's), the advertiser, and the days it was made; paginated, 20 a page.
 */
describe('all campaigns: search and filters', () => {
  const product = apiForThisFile({ posts: 50 });
  const prisma = () => product.infrastructure.prisma;
  let admin: ApiUser;
  let kiln: ApiUser;
  let moss: ApiUser;
  const ids: Record<string, number> = {};

  async function campaign(name: string, advertiser: ApiUser | null, createdAt: string, creatives: Array<{ title: string; status: CreativeStatusDto; createdAt: string }>) {
    const made = await prisma().campaign.create({
      data: {
        tempId: randomBytes(12).toString('hex'),
        advertiserId: advertiser?.userId ?? null,
        createdAt: new Date(createdAt),
        creatives: { create: creatives.map((creative) => ({ title: creative.title, status: creative.status, link: 'https://shop.example/', createdAt: new Date(creative.createdAt) })) },
      },
    });
    ids[name] = made.id;
  }

  beforeAll(async () => {
    admin = await product.registerAdmin('searcher');
    kiln = await product.register('kilnworks');
    moss = await product.register('mossgrove');
    await campaign('lantern', kiln, '2031-03-02T10:00:00Z', [{ title: 'Wyrmglass Lantern', status: 'running', createdAt: '2031-03-02T10:00:00Z' }]);
    // Its newest creative waits for approval: the campaign does too, whatever its older one did.
    await campaign('kettle', kiln, '2031-03-05T23:30:00Z', [
      { title: 'Ember Kettle', status: 'finished', createdAt: '2031-03-05T23:30:00Z' },
      { title: 'Ember Kettle II', status: 'pending_approval', createdAt: '2031-03-06T08:00:00Z' },
    ]);
    await campaign('dice', moss, '2031-03-06T00:10:00Z', [{ title: '100% Dice_Tower', status: 'running', createdAt: '2031-03-06T00:10:00Z' }]);
    await campaign('blank', null, '2031-03-07T12:00:00Z', []);
  });

  const find = async (query: string) => {
    const response = await admin.get(`/api/user/all-campaigns?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as { campaigns: Array<{ id: number; status: string }>; page: number; pages: number; total: number };
  };
  const found = async (query: string) => (await find(query)).campaigns.map((row) => row.id);
  const errorOf = (response: InjectedResponse) => [response.statusCode, response.json().meta.error, response.json().errors?.[0]?.field];

  it('finds campaigns by words of their title or their advertiser’s email, newest first', async () => {
    const march = 'from=2031-03-01&to=2031-03-31';
    expect(await found(`q=ember+kettle&${march}`)).toEqual([ids.kettle]);
    expect(await found(`q=wyrmGLASS&${march}`)).toEqual([ids.lantern]);
    expect(await found(`q=${encodeURIComponent(kiln.email.toUpperCase())}`)).toEqual([ids.kettle, ids.lantern]);
    expect(await found('q=mossgrove')).toEqual([ids.dice]);
    // % and _ are letters, not wildcards.
    expect(await found(`q=${encodeURIComponent('100%')}&${march}`)).toEqual([ids.dice]);
    expect(await found(`q=${encodeURIComponent('e_T')}&${march}`)).toEqual([ids.dice]);
    expect(await found(`q=${encodeURIComponent('%')}&${march}`)).toEqual([ids.dice]);
    expect(await found(`q=${encodeURIComponent("x' OR 1=1 --")}`)).toEqual([]);
  });

  it('filters by status, advertiser and creation days, combined, and counts the pages of the answer', async () => {
    expect(await found('status=running&from=2031-03-01')).toEqual([ids.dice, ids.lantern]);
    expect(await found('status=pending_approval&from=2031-03-01')).toEqual([ids.kettle]);
    expect(await found('status=draft&from=2031-03-01')).toEqual([ids.blank]);
    expect(await found(`advertiser=${kiln.userId}`)).toEqual([ids.kettle, ids.lantern]);
    expect(await found(`advertiser=${kiln.userId}&status=running`)).toEqual([ids.lantern]);
    // Days in UTC, both ends included.
    expect(await found('from=2031-03-05&to=2031-03-06')).toEqual([ids.dice, ids.kettle]);
    expect(await found('from=2031-03-06&to=2031-03-06')).toEqual([ids.dice]);
    expect(await found('to=2031-03-02&from=2031-03-02')).toEqual([ids.lantern]);

    const answer = await find(`advertiser=${kiln.userId}`);
    expect([answer.page, answer.pages, answer.total]).toEqual([1, 1, 2]);
    expect(answer.campaigns.map((row) => row.status)).toEqual(['pending_approval', 'running']);
    expect(await find(`advertiser=${kiln.userId}&page=2`)).toMatchObject({ campaigns: [], page: 2, pages: 1, total: 2 });
    // Empty fields (as a form sends them) are no filter.
    expect((await find('q=&status=&advertiser=&from=&to=')).total).toBe(await prisma().campaign.count());
  });

  it('pages through many matches 20 at a time', async () => {
    for (let index = 0; index < 23; index += 1) {
      await campaign(`many${index}`, moss, `2032-01-01T00:00:${String(index).padStart(2, '0')}Z`, [{ title: `Moss cup ${index}`, status: 'paused', createdAt: '2032-01-01T00:00:00Z' }]);
    }
    const first = await find('q=moss+cup&status=paused');
    expect([first.pages, first.total, first.campaigns.length]).toEqual([2, 23, 20]);
    expect(first.campaigns[0]!.id).toBe(ids.many22);
    expect(await found('q=moss+cup&status=paused&page=2')).toEqual([ids.many2, ids.many1, ids.many0]);
  });

  it('refuses a filter it cannot read with a 400 naming it, and stays for admins only', async () => {
    const cases: Array<[string, string, string]> = [
      ['status=lost', 'status must be one of draft, pending_approval, running, disapproved, paused, finished', 'status'],
      ['advertiser=kiln', 'advertiser must be a user id', 'advertiser'],
      ['from=2031-02-30', 'from must be a day written YYYY-MM-DD', 'from'],
      ['to=yesterday', 'to must be a day written YYYY-MM-DD', 'to'],
      ['from=2031-03-06&to=2031-03-05', 'from must not be after to', 'from'],
      [`q=${'a'.repeat(101)}`, 'q must be at most 100 characters', 'q'],
      ['status=running&status=paused', 'status must be one of draft, pending_approval, running, disapproved, paused, finished', 'status'],
      ['page=0', 'page must be a positive whole number', 'page'],
    ];
    // NUL, a lone surrogate or a control character never reaches the database.
    for (const query of ['q=a%00b', 'q=%ED%A0%80', `q=${encodeURIComponent('a\u0007b')}`]) expect([query, (await admin.get(`/api/user/all-campaigns?${query}`)).statusCode]).toEqual([query, 400]);
    for (const [query, message, field] of cases) expect([query, ...errorOf(await admin.get(`/api/user/all-campaigns?${query}`))]).toEqual([query, 400, message, field]);

    expect(errorOf(await kiln.get('/api/user/all-campaigns?q=ember'))).toEqual([403, 'You do not have access to view this page.', undefined]);
    expect(errorOf(await product.inject({ method: 'GET', url: '/api/user/all-campaigns?q=ember' }))).toEqual([401, LOGIN_REQUIRED, undefined]);
  });

  it('names the advertisers that own campaigns for the advertiser filter, by name with their campaign counts, for admins only', async () => {
    const response = await admin.get('/api/user/campaign-advertisers');
    expect(response.statusCode).toBe(200);
    const advertisers = response.json().data as Array<{ user_id: number; username: string; campaigns: number }>;
    const ours = advertisers.filter((row) => [kiln.userId, moss.userId, admin.userId].includes(row.user_id));
    // The admin owns no campaign; the campaign without an advertiser names nobody.
    const owned = (user: ApiUser) => prisma().campaign.count({ where: { advertiserId: user.userId } });
    expect(ours).toEqual([
      { user_id: kiln.userId, username: kiln.username, campaigns: 2 },
      { user_id: moss.userId, username: moss.username, campaigns: await owned(moss) },
    ]);
    const names = advertisers.map((row) => row.username.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect((await kiln.get('/api/user/campaign-advertisers')).statusCode).toBe(403);
    expect((await product.inject({ method: 'GET', url: '/api/user/campaign-advertisers' })).statusCode).toBe(401);
  });
});
