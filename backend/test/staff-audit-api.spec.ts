import { randomBytes } from 'node:crypto';
import { staffSubjectTypes } from '@emberhold/contracts';
import { apiForThisFile, type ApiUser } from './api-under-test.test-support';

/**
 * The staff audit trail on the real services: a staff action and its entry commit together, staff read the trail
 * newest first (all of it, or one subject's history), and nobody can delete an entry, not even with the database's
 * own client.
 */
describe('staff: the audit trail', () => {
  const product = apiForThisFile({ posts: 60 });
  let admin: ApiUser;
  let advertiser: ApiUser;

  beforeAll(async () => {
    [admin, advertiser] = await Promise.all([product.registerAdmin('auditor'), product.register('maker')]);
  });

  const prisma = () => product.infrastructure.prisma;

  async function waitingCreative(title: string): Promise<number> {
    const campaign = await prisma().campaign.create({ data: { advertiserId: advertiser.userId, tempId: `t-${randomBytes(6).toString('hex')}`, plan: 'basic', paidAt: new Date() } });
    const creative = await prisma().creative.create({
      data: { campaignId: campaign.id, title, content: 'Hand-forged.', price: '34.00', link: 'https://maker.example/x', image: '/media/ads/x.webp', status: 'pending_approval' },
    });
    return creative.id;
  }

  type Entry = { action: string; subject_type: string; subject_id: string; summary: string; changes: Record<string, unknown>; actor: { user_id: number; username: string } | null };
  const entriesOf = async (url: string) => {
    const response = await admin.get(url);
    expect(response.statusCode).toBe(200);
    return response.json() as { entries: Entry[]; has_more: boolean; meta: { count: number } };
  };

  it('records an approval and a disapproval with who did them and what changed, newest first', async () => {
    const lantern = await waitingCreative('Ember Lantern');
    const mug = await waitingCreative('Hearthstone Mug');
    expect((await admin.post(`/api/user/creative/${lantern}/approve`, {})).statusCode).toBe(200);
    expect((await admin.post(`/api/user/creative/${mug}/disapprove`, { reason: 'The link leads to another product.' })).statusCode).toBe(200);

    const { entries } = await entriesOf('/api/user/staff-audit/');
    const [latest, earlier] = entries.filter((entry) => [String(lantern), String(mug)].includes(entry.subject_id));
    expect(latest).toMatchObject({
      action: 'creative.disapprove',
      subject_type: 'creative',
      subject_id: String(mug),
      summary: 'Disapproved “Hearthstone Mug”: The link leads to another product.',
      changes: { status: { from: 'pending_approval', to: 'disapproved' }, reason: 'The link leads to another product.' },
      actor: { user_id: admin.userId, username: admin.username },
    });
    expect(earlier).toMatchObject({ action: 'creative.approve', subject_id: String(lantern), changes: { status: { from: 'pending_approval', to: 'running' } } });
  });

  it("gives one subject's history, newest first, and names a bad filter or page", async () => {
    const lantern = await waitingCreative('Cinder Candle');
    await admin.post(`/api/user/creative/${lantern}/approve`, {});
    await admin.post(`/api/user/creative/${lantern}/pause`, {});
    const history = await entriesOf(`/api/user/staff-audit/1?subject_type=creative&subject_id=${lantern}`);
    expect(history.entries.map((entry) => entry.action)).toEqual(['creative.status', 'creative.approve']);
    expect(history.has_more).toBe(false);
    expect((await admin.get('/api/user/staff-audit/1?subject_type=planet&subject_id=1')).json().meta.error).toBe(`subject_type must be one of ${staffSubjectTypes.join(', ')}`);
    expect(staffSubjectTypes).toContain('promo_email');
    expect((await admin.get('/api/user/staff-audit/0')).statusCode).toBe(400);
  });

  it("does not record an advertiser pausing their own ad: that is not staff work", async () => {
    const id = await waitingCreative('Own Lantern');
    await admin.post(`/api/user/creative/${id}/approve`, {});
    await prisma().user.update({ where: { id: advertiser.userId }, data: { advertiser: true } });
    expect((await advertiser.post(`/api/user/creative/${id}/pause`, {})).statusCode).toBe(200);
    const history = await entriesOf(`/api/user/staff-audit/1?subject_type=creative&subject_id=${id}`);
    expect(history.entries.map((entry) => entry.action)).toEqual(['creative.approve']);
  });

  it('refuses to delete an entry', async () => {
    const entry = await prisma().staffAuditEntry.findFirstOrThrow({ orderBy: { id: 'desc' } });
    await expect(prisma().staffAuditEntry.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
    expect(await prisma().staffAuditEntry.findUnique({ where: { id: entry.id } })).not.toBeNull();
  });
});
