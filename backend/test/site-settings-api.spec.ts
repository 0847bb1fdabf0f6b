import { SUBMISSIONS_CLOSED_MESSAGE } from '@emberhold/contracts';
import { apiForThisFile, type ApiUser } from './api-under-test.test-support';
import { LOGIN_REQUIRED } from './test-constants.test-support';

describe('the submissions switch on Postgres', () => {
  const product = apiForThisFile();
  const prisma = () => product.infrastructure.prisma;
  const SWITCH = '/api/user/site-settings/submissions';
  const product1 = { title: 'Wyrm-scale mug', link: 'https://shop.example/wyrm-mug', price: '49', description: 'Keeps tea hot.', image: '' };

  let admin: ApiUser;
  let reader: ApiUser;
  beforeAll(async () => {
    admin = await product.registerAdmin('switch');
    reader = await product.register('reader');
  });

  const publicStatus = async () => (await product.inject({ method: 'GET', url: '/api/site-settings/submissions' })).json().open as boolean;
  const refusal = (response: { statusCode: number; json(): { meta: { error?: string } } }) => [response.statusCode, response.json().meta.error];
  const auditEntries = () => prisma().staffAuditEntry.findMany({ where: { action: 'site_settings.submissions' }, orderBy: { id: 'asc' } });

  it('lets only admins read or flip it: visitors 401, other users 403', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const visitor = await product.inject({ method, url: SWITCH, ...(method === 'POST' ? { payload: { open: false } } : {}) });
      expect(refusal(visitor)).toEqual([401, LOGIN_REQUIRED]);
    }
    expect((await reader.get(SWITCH)).statusCode).toBe(403);
    expect((await reader.post(SWITCH, { open: false })).statusCode).toBe(403);
    expect(await publicStatus()).toBe(true);
    expect(await auditEntries()).toEqual([]);
  });

  it('starts open, and refuses a body that does not say true or false', async () => {
    const read = await admin.get(SWITCH);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ open: true, updated_at: null, updated_by: null });
    const bad = await admin.post(SWITCH, { open: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors?.[0]?.field).toBe('open');
    expect((await admin.post(SWITCH, {})).statusCode).toBe(400);
    expect(await publicStatus()).toBe(true);
  });

  it('closed, refuses product submissions and the advertiser funnel with a plain 503, and opens again', async () => {
    const closed = await admin.post(SWITCH, { open: false });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ open: false, updated_by: { user_id: admin.userId, username: admin.username } });
    expect(await publicStatus()).toBe(false);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ actorId: admin.userId, subjectType: 'site_setting', subjectId: 'submissions', changes: { open: { from: true, to: false } } });

    const before = await prisma().pitchPost.count();
    expect(refusal(await reader.post('/api/user/submit', product1))).toEqual([503, SUBMISSIONS_CLOSED_MESSAGE]);
    expect(await prisma().pitchPost.count()).toBe(before);
    expect(refusal(await product.inject({ method: 'GET', url: '/api/user/start_funnel' }))).toEqual([503, SUBMISSIONS_CLOSED_MESSAGE]);
    const signup = await product.inject({ method: 'POST', url: '/api/user/temporary-signup', payload: { temp_id: 'a'.repeat(32), email: 'fan@example.test' } });
    expect(refusal(signup)).toEqual([503, SUBMISSIONS_CLOSED_MESSAGE]);
    expect(refusal(await reader.post('/api/user/creative', { temp_id: 'a'.repeat(32), creative: 'new', title: 'Mug' }))).toEqual([503, SUBMISSIONS_CLOSED_MESSAGE]);
    // Closing it twice records one change.
    expect((await admin.post(SWITCH, { open: false })).statusCode).toBe(200);
    expect(await auditEntries()).toHaveLength(1);

    const opened = await admin.post(SWITCH, { open: true });
    expect(opened.json().data.open).toBe(true);
    expect(await publicStatus()).toBe(true);
    expect((await reader.post('/api/user/submit', product1)).statusCode).toBe(200);
    expect((await product.inject({ method: 'GET', url: '/api/user/start_funnel' })).statusCode).toBe(200);
    const entries = await auditEntries();
    expect(entries.map((e) => e.changes)).toEqual([{ open: { from: true, to: false } }, { open: { from: false, to: true } }]);
  });
});
