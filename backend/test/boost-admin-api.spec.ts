import {
  addDays,
  boostChecklistFlags,
  type BoostChecklistItemDto,
  boostDateMessages,
  type BoostedDateDto,
  lastBoostableDate,
  type PublicBoostDatesDto,
  siteDate,
} from '@emberhold/contracts';
import { apiForThisFile, type ApiUser, type InjectedResponse } from './api-under-test.test-support';

/**
 * The boost checklist and calendar for staff (admin boosted checklist, spec sections 3 and 5) and the public free dates
 * of the promo pages: ticking checklist flags (kept, audited), moving a boost under the date rules with one winner of
 * two moves onto one date, and the booked and blocked dates anyone may see, without their buyers.
 */
describe('boosts for staff: the checklist, moving a boost, and the public free dates', () => {
  const product = apiForThisFile({ posts: 50, env: { CATALOGUE_CACHE_MS: '0' } });
  const prisma = () => product.infrastructure.prisma;
  const asDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
  let admin: ApiUser;
  let posts: Array<{ id: number; slug: string; title: string }>;
  let today: string;

  beforeAll(async () => {
    admin = await product.registerAdmin('boosts_staff');
    posts = await prisma().post.findMany({ where: { status: 'published', type: 'post' }, orderBy: { id: 'asc' }, take: 12, select: { id: true, slug: true, title: true } });
    today = siteDate(new Date());
  });

  /** Free, unblocked dates from 40 days ahead, each handed out once. */
  const handedOut = new Set<string>();
  async function freeDate(): Promise<string> {
    const taken = new Set([
      ...(await prisma().blockedBoostDate.findMany()).map((row) => row.date.toISOString().slice(0, 10)),
      ...(await prisma().boostDate.findMany({ select: { date: true } })).map((row) => row.date.toISOString().slice(0, 10)),
    ]);
    for (let date = addDays(today, 40); date <= lastBoostableDate(today); date = addDays(date, 1)) {
      if (handedOut.has(date) || taken.has(date)) continue;
      handedOut.add(date);
      return date;
    }
    throw new Error('no free date left');
  }

  async function aBoost(status: 'paid' | 'pending_payment' | 'running' | 'finished' = 'paid', date?: string, index = 0) {
    const day = date ?? (await freeDate());
    const boost = await prisma().boostDate.create({ data: { postId: posts[index]!.id, date: asDate(day), priceCents: 49_800, email: `buyer${index}@example.test`, status } });
    return { id: boost.id, date: day };
  }

  const checklist = async () => (await admin.get('/api/user/boosted-checklist/')).json().data as BoostChecklistItemDto[];
  const setFlags = (id: number, flags: Record<string, unknown>) => admin.post(`/api/user/boosted-checklist/${id}/flags`, { flags });
  const move = (id: number, date: string) => admin.post('/api/user/boosted/change-date', { id, date });
  const auditOf = (action: string, id: number) =>
    prisma().staffAuditEntry.findMany({ where: { action, subjectType: 'boost', subjectId: String(id) }, orderBy: { id: 'asc' } });

  function expectRefused(response: InjectedResponse, status: number, message: string): void {
    expect({ status: response.statusCode, error: response.json().meta?.error }).toEqual({ status, error: message });
  }

  describe('the checklist', () => {
    it('lists every boost not cancelled by date, with its post, buyer and all four flags unticked', async () => {
      const paid = await aBoost('paid', undefined, 1);
      const pending = await aBoost('pending_payment', undefined, 2);
      const cancelled = await aBoost('paid', undefined, 3);
      await prisma().boostDate.update({ where: { id: cancelled.id }, data: { status: 'cancelled' } });
      const items = await checklist();
      expect(items.find((item) => item.id === paid.id)).toEqual({
        id: paid.id,
        post: posts[1],
        date: paid.date,
        status: 'paid',
        price_cents: 49_800,
        email: 'buyer1@example.test',
        flags: { post_refreshed: false, social_scheduled: false, newsletter_slot: false, live_checked: false },
      });
      expect(items.find((item) => item.id === pending.id)?.status).toBe('pending_payment');
      expect(items.map((item) => item.id)).not.toContain(cancelled.id);
      const dates = items.map((item) => item.date);
      expect(dates).toEqual([...dates].sort());
    });

    it('sets the flags named and keeps the others, with an audit entry of each change', async () => {
      const boost = await aBoost();
      const first = await setFlags(boost.id, { post_refreshed: true, social_scheduled: true });
      expect(first.statusCode).toBe(200);
      expect((first.json().data as BoostChecklistItemDto).flags).toEqual({ post_refreshed: true, social_scheduled: true, newsletter_slot: false, live_checked: false });
      const second = await setFlags(boost.id, { social_scheduled: false, live_checked: true });
      expect(second.statusCode).toBe(200);
      const expected = { post_refreshed: true, social_scheduled: false, newsletter_slot: false, live_checked: true };
      expect((second.json().data as BoostChecklistItemDto).flags).toEqual(expected);
      expect((await checklist()).find((item) => item.id === boost.id)?.flags).toEqual(expected);

      const entries = await auditOf('boost.flags', boost.id);
      expect(entries.map((entry) => ({ actor: entry.actorId, changes: entry.changes }))).toEqual([
        { actor: admin.userId, changes: { post_refreshed: { from: false, to: true }, social_scheduled: { from: false, to: true } } },
        { actor: admin.userId, changes: { social_scheduled: { from: true, to: false }, live_checked: { from: false, to: true } } },
      ]);
    });

    it('refuses unknown flag names with a 400 naming them, changing nothing', async () => {
      const boost = await aBoost();
      const response = await setFlags(boost.id, { post_refreshed: true, confetti_fired: true, balloons: false });
      expect(response.statusCode).toBe(400);
      expect(response.json().meta.error).toContain('confetti_fired, balloons');
      expect((await setFlags(boost.id, { live_checked: 'yes' })).statusCode).toBe(400);
      expect((await checklist()).find((item) => item.id === boost.id)?.flags).toEqual(Object.fromEntries(boostChecklistFlags.map((flag) => [flag, false])));
      expect(await auditOf('boost.flags', boost.id)).toEqual([]);
    });

    it('answers 404 for a boost that does not exist', async () => {
      expect((await setFlags(2_000_000_000, { live_checked: true })).statusCode).toBe(404);
    });
  });

  describe('moving a boost', () => {
    it('moves a paid boost to a free date: the calendar shows it there and the audit trail has from → to', async () => {
      const boost = await aBoost('paid', undefined, 4);
      const to = await freeDate();
      const response = await move(boost.id, to);
      expect(response.statusCode).toBe(200);
      expect((response.json().data as BoostChecklistItemDto).date).toBe(to);
      const calendar = (await admin.get('/api/user/boosted/')).json().data as BoostedDateDto[];
      expect(calendar.find((event) => event.id === boost.id)).toMatchObject({ title: posts[4]!.title, start: to, status: 'paid' });
      expect(calendar.some((event) => event.start === boost.date)).toBe(false);
      const entries = await auditOf('boost.change_date', boost.id);
      expect(entries.map((entry) => ({ actor: entry.actorId, changes: entry.changes }))).toEqual([{ actor: admin.userId, changes: { date: { from: boost.date, to } } }]);
    });

    it('refuses yesterday, today, tomorrow, a booked date and a blocked date with their messages', async () => {
      const boost = await aBoost('paid', undefined, 5);
      expectRefused(await move(boost.id, addDays(today, -1)), 400, boostDateMessages.yesterday);
      expectRefused(await move(boost.id, today), 400, boostDateMessages.today);
      expectRefused(await move(boost.id, addDays(today, 1)), 400, boostDateMessages.tomorrow);
      const other = await aBoost('paid', undefined, 6);
      expectRefused(await move(boost.id, other.date), 409, boostDateMessages.already_boosted);
      const blocked = (await prisma().blockedBoostDate.findMany({ where: { date: { gt: asDate(addDays(today, 1)), lte: asDate(lastBoostableDate(today)) } }, take: 1 }))[0]!;
      expectRefused(await move(boost.id, blocked.date.toISOString().slice(0, 10)), 400, boostDateMessages.blocked);
      expect((await prisma().boostDate.findUniqueOrThrow({ where: { id: boost.id } })).date.toISOString().slice(0, 10)).toBe(boost.date);
      expect(await auditOf('boost.change_date', boost.id)).toEqual([]);
    });

    it('keeps running and finished boosts on their day, and refuses a body without a date', async () => {
      const finished = await aBoost('finished', undefined, 7);
      expect((await move(finished.id, await freeDate())).statusCode).toBe(409);
      expect((await move(finished.id, 'next week')).statusCode).toBe(400);
      expect((await admin.post('/api/user/boosted/change-date', { id: finished.id })).statusCode).toBe(400);
      expect((await move(2_000_000_000, await freeDate())).statusCode).toBe(404);
    });

    it('of two staff moving boosts onto one date at once, exactly one succeeds and the other is told the date is taken', async () => {
      const one = await aBoost('paid', undefined, 8);
      const two = await aBoost('pending_payment', undefined, 9);
      const target = await freeDate();
      const responses = await Promise.all([move(one.id, target), move(two.id, target)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const refused = responses.find((response) => response.statusCode === 409)!;
      expect(refused.json().meta.error).toBe(boostDateMessages.already_boosted);
      const onTarget = await prisma().boostDate.findMany({ where: { date: asDate(target) } });
      expect(onTarget).toHaveLength(1);
      const winner = responses.find((response) => response.statusCode === 200)!.json().data as BoostChecklistItemDto;
      expect(onTarget[0]!.id).toBe(winner.id);
    });
  });

  describe('the public free dates', () => {
    it('lists the booked and blocked dates of the booking window to anyone, without buyers', async () => {
      const booked = await aBoost('paid', undefined, 10);
      const response = await product.inject({ method: 'GET', url: '/api/boost-dates' });
      expect(response.statusCode).toBe(200);
      const dates = response.json().data as PublicBoostDatesDto;
      expect(dates).toMatchObject({ today, first_date: addDays(today, 2), last_date: lastBoostableDate(today) });
      expect(dates.booked_dates).toContain(booked.date);
      expect(dates.booked_dates).toEqual([...dates.booked_dates].sort());
      const blockedAhead = (await prisma().blockedBoostDate.findMany({ where: { date: { gte: asDate(today), lte: asDate(lastBoostableDate(today)) } }, orderBy: { date: 'asc' } })).map((row) =>
        row.date.toISOString().slice(0, 10),
      );
      expect(blockedAhead.length).toBeGreaterThan(0);
      expect(dates.blocked_dates).toEqual(blockedAhead);
      expect(response.body).not.toContain('@example.test');
      expect(response.body).not.toContain(posts[10]!.slug);
    });
  });
});
