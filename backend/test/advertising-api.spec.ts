import { randomBytes } from 'node:crypto';
import { apiForThisFile, type ApiUser } from './api-under-test.test-support';
import { LOGIN_REQUIRED } from './test-constants.test-support';

const REASON_REQUIRED = 'Please give a reason for the disapproval.';

/**
 * The creative lifecycle of spec sections 4 and 7 on the real services: approve, disapprove {reason}, pause and resume
 * as a state machine on the server (only the allowed moves, a 409 naming the status otherwise), who may do which
 * (admins approve and disapprove, the advertiser pauses and resumes their own), and the native ad that approval puts
 * into the lists and pausing or disapproval takes out.
 */
describe('advertising: the creative lifecycle', () => {
  const product = apiForThisFile({ posts: 60 });
  let admin: ApiUser;
  let advertiser: ApiUser;
  let stranger: ApiUser;

  beforeAll(async () => {
    [admin, advertiser, stranger] = await Promise.all([product.registerAdmin(), product.register('maker'), product.register('stranger')]);
    // Flags are set before the sessions are first used, so no cached viewer predates them.
    await prisma().user.update({ where: { id: advertiser.userId }, data: { advertiser: true } });
  });

  const prisma = () => product.infrastructure.prisma;

  /** A paid campaign of the advertiser with one creative waiting for approval. */
  async function paidCreative(title = 'Ember Lantern'): Promise<number> {
    const campaign = await prisma().campaign.create({ data: { advertiserId: advertiser.userId, tempId: `t-${randomBytes(6).toString('hex')}`, plan: 'basic', paidAt: new Date() } });
    const creative = await prisma().creative.create({
      data: { campaignId: campaign.id, title, content: 'Hand-forged, lit from within.', price: '34.00', link: 'https://maker.example/lantern', image: '/media/ads/lantern.webp', status: 'pending_approval' },
    });
    return creative.id;
  }

  const act = (user: ApiUser, id: number, action: string, body: object = {}) => user.post(`/api/user/creative/${id}/${action}`, body);
  const adsInLists = async () => (product.inject({ method: 'GET', url: '/api/user/native_ad/' }).then((r) => r.json().ads as Array<{ ad_id: number; title: string }>));
  const statusOf = async (id: number) => (await prisma().creative.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

  it('runs an approved creative as a native ad in the lists, and takes it out while paused or once disapproved', async () => {
    const id = await paidCreative('Wyrmglass Lantern');
    const approved = await act(admin, id, 'approve');
    expect(approved.statusCode).toBe(200);
    const { creative } = approved.json() as { creative: { ad_id: number; status: string } };
    expect(creative).toMatchObject({ id, status: 'running', disapproval_reason: null, ad_id: expect.any(Number) });
    expect((await adsInLists()).find((ad) => ad.ad_id === creative.ad_id)).toMatchObject({ title: 'Wyrmglass Lantern' });

    expect((await act(advertiser, id, 'pause')).json().creative.status).toBe('paused');
    expect((await adsInLists()).map((ad) => ad.ad_id)).not.toContain(creative.ad_id);
    expect((await act(advertiser, id, 'resume')).json().creative).toMatchObject({ status: 'running', ad_id: creative.ad_id });
    expect((await adsInLists()).map((ad) => ad.ad_id)).toContain(creative.ad_id);

    const disapproved = await act(admin, id, 'disapprove', { reason: '  The link leads to a different product.  ' });
    expect(disapproved.json().creative).toMatchObject({ status: 'disapproved', disapproval_reason: 'The link leads to a different product.' });
    expect((await adsInLists()).map((ad) => ad.ad_id)).not.toContain(creative.ad_id);
    // One native ad per creative, whatever happened to it.
    expect(await prisma().nativeAd.count({ where: { creativeId: id } })).toBe(1);
  });

  it('lets the advertiser end a running campaign for good: out of the lists, its figures kept, and nothing moves it again', async () => {
    const id = await paidCreative('Hearthstone Brooch');
    const adId = (await act(admin, id, 'approve')).json().creative.ad_id as number;
    const stranger404 = await act(stranger, id, 'finish');
    expect([stranger404.statusCode, stranger404.json().meta.error]).toEqual([404, 'This creative could not be found.']);
    const finished = await act(advertiser, id, 'finish');
    expect([finished.statusCode, finished.json().creative.status]).toEqual([200, 'finished']);
    expect((await adsInLists()).map((ad) => ad.ad_id)).not.toContain(adId);
    expect(await prisma().creative.findUniqueOrThrow({ where: { id }, select: { finishedAt: true } })).toEqual({ finishedAt: expect.any(Date) });
    for (const [action, message] of [
      ['resume', 'This creative is finished, so it cannot be resumed.'],
      ['approve', 'This creative is finished, so it cannot be approved.'],
      ['finish', 'This creative is finished, so it cannot be finished.'],
    ] as const) {
      const refused = await act(action === 'approve' ? admin : advertiser, id, action);
      expect([refused.statusCode, refused.json().meta.error]).toEqual([409, message]);
    }
    const dashboard = (await advertiser.get('/api/user/my-campaigns')).json().data as Array<{ title: string; status: string }>;
    expect(dashboard.find((campaign) => campaign.title === 'Hearthstone Brooch')?.status).toBe('finished');
  });

  it('refuses every move the lifecycle does not allow with a 409 naming the status, and changes nothing', async () => {
    const id = await paidCreative();
    for (const [action, message] of [
      ['pause', 'This creative is waiting for approval, so it cannot be paused.'],
      ['resume', 'This creative is waiting for approval, so it cannot be resumed.'],
    ] as const) {
      const refused = await act(admin, id, action);
      expect([refused.statusCode, refused.json().meta]).toEqual([409, { status: 'error', error: message }]);
    }
    expect(await statusOf(id)).toBe('pending_approval');
    await act(admin, id, 'disapprove', { reason: 'Blurry image' });
    const resumed = await act(advertiser, id, 'resume');
    expect([resumed.statusCode, resumed.json().meta.error]).toEqual([409, 'This creative is disapproved, so it cannot be resumed.']);
    const draft = await prisma().creative.create({ data: { campaignId: (await prisma().creative.findUniqueOrThrow({ where: { id } })).campaignId, title: 'Unpaid', link: 'https://maker.example' } });
    expect((await act(admin, draft.id, 'approve')).json().meta.error).toBe('This creative is not paid for yet, so it cannot be approved.');
    expect(await statusOf(draft.id)).toBe('draft');
  });

  it('approves once when two admins press Approve at the same time', async () => {
    const id = await paidCreative();
    const answers = await Promise.all([act(admin, id, 'approve'), act(admin, id, 'approve')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await prisma().nativeAd.count({ where: { creativeId: id } })).toBe(1);
  });

  it('lets admins approve and disapprove, the advertiser pause and resume their own, and nobody else anything', async () => {
    const id = await paidCreative();
    const own = await act(advertiser, id, 'approve');
    expect([own.statusCode, own.json().meta.error]).toEqual([403, 'You do not have access to view this page.']);
    // Approving is staff work: anyone without the access flag is refused as such, before the body is read (a disapproval
    // without its reason, an approval with one). Pausing and resuming belong to the creative's advertiser, and to
    // anyone else the creative does not exist.
    for (const action of ['approve', 'disapprove']) {
      const response = await act(stranger, id, action, action === 'disapprove' ? {} : { reason: 'No' });
      expect([action, response.statusCode, response.json().meta.error]).toEqual([action, 403, 'You do not have access to view this page.']);
    }
    for (const action of ['pause', 'resume']) {
      const response = await act(stranger, id, action);
      expect([action, response.statusCode, response.json().meta.error]).toEqual([action, 404, 'This creative could not be found.']);
    }
    const visitor = await product.inject({ method: 'POST', url: `/api/user/creative/${id}/approve`, payload: {} });
    expect([visitor.statusCode, visitor.json().meta.error]).toEqual([401, LOGIN_REQUIRED]);
    const forged = await admin.post(`/api/user/creative/${id}/approve`, {}, { 'x-csrf-token': 'not-the-token' });
    expect(forged.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('pending_approval');
    expect((await act(admin, 999_999, 'approve')).statusCode).toBe(404);
  });

  it("lists the approval queue for admins, oldest first with each creative's advertiser, and only what waits", async () => {
    const first = await paidCreative('Queue: Hearth Candle');
    const second = await paidCreative('Queue: Ashen Mug');
    const decided = await paidCreative('Queue: Decided');
    await act(admin, decided, 'approve');
    const queue = await admin.get('/api/user/creative/unapproved/all');
    expect(queue.statusCode).toBe(200);
    const creatives = queue.json().creatives as Array<{ id: number; title: string }>;
    const ours = creatives.filter((creative) => creative.title.startsWith('Queue: '));
    expect(ours.map((creative) => creative.id)).toEqual([first, second]);
    expect(creatives.find((creative) => creative.id === first)).toEqual({
      id: first,
      campaign_id: expect.any(Number),
      title: 'Queue: Hearth Candle',
      content: 'Hand-forged, lit from within.',
      price: 34,
      link: 'https://maker.example/lantern',
      image: '/media/ads/lantern.webp',
      upload_type: 'image',
      embed: null,
      gif: null,
      // Made by hand here, not saved through the editor: no slug.
      slug: null,
      created_at: expect.any(String),
      advertiser: { user_id: advertiser.userId, username: advertiser.username },
    });
    expect(queue.json().meta.count).toBe(creatives.length);
    const refused = await advertiser.get('/api/user/creative/unapproved/all');
    expect([refused.statusCode, refused.json().meta.error]).toEqual([403, 'You do not have access to view this page.']);
    expect((await product.inject({ method: 'GET', url: '/api/user/creative/unapproved/all' })).statusCode).toBe(401);
  });

  describe('leads from the product pitch page', () => {
    const lead = (payload: object, remoteAddress = '203.0.113.70') => product.inject({ method: 'POST', url: '/api/user/ssnaleads', payload, remoteAddress });

    it('keeps a lead with the link given a scheme and the plan, and says thanks', async () => {
      const email = `Maker.${randomBytes(3).toString('hex')}@Example.test`;
      const saved = await lead({ name: ' Iris of Saltreach ', email, link: 'saltreach.example/towels', plan: 'premium' });
      expect([saved.statusCode, saved.json().meta]).toEqual([200, { status: 'success', message: "Thanks! We'll be in touch within one business day." }]);
      const row = await prisma().ssnaLead.findUniqueOrThrow({ where: { id: saved.json().lead.id as number } });
      expect(row).toMatchObject({ name: 'Iris of Saltreach', email: email.toLowerCase(), link: 'http://saltreach.example/towels', plan: 'premium' });
    });

    it('names what is wrong, stores nothing, and limits leads per email', async () => {
      const before = await prisma().ssnaLead.count();
      for (const [payload, message] of [
        [{ email: 'a@example.test' }, 'Please enter your name and email.'],
        [{ name: 'Iris', email: '  ' }, 'Please enter your name and email.'],
        [{ name: 'Iris', email: 'not-an-email' }, 'email: must be an email address'],
        [{ name: 'Iris', email: 'a@example.test', plan: 'gold' }, 'plan: must be one of basic, premium, platinum'],
        [{ name: 'Iris', email: 'a@example.test', link: 'http://' }, 'link: must be a web address'],
      ] as const) {
        const refused = await lead(payload);
        expect([refused.statusCode, refused.json().meta.error]).toEqual([400, message]);
      }
      expect(await prisma().ssnaLead.count()).toBe(before);
      const email = `flood.${randomBytes(3).toString('hex')}@example.test`;
      const answers = [];
      for (let n = 0; n < 4; n += 1) answers.push((await lead({ name: 'Flood', email }, `203.0.113.${80 + n}`)).statusCode);
      expect(answers).toEqual([200, 200, 200, 429]);
    });
  });

  it('needs a reason to disapprove', async () => {
    const id = await paidCreative();
    for (const body of [{}, { reason: '   ' }, { reason: 42 }]) {
      const response = await act(admin, id, 'disapprove', body);
      expect([response.statusCode, response.json().meta.error]).toEqual([400, REASON_REQUIRED]);
    }
    expect(await statusOf(id)).toBe('pending_approval');
  });
});
