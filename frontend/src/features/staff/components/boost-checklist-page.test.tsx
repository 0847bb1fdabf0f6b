import type { BlockedBoostDateDto, BoostChecklistItemDto, BoostedDateDto } from '@emberhold/contracts';
import { addDays, boostDateMessages, siteDate } from '@emberhold/contracts/src/api/boost-pricing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { monthOf, shiftMonth } from '../lib/boost-calendar';
import { BoostChecklistPage } from './boost-checklist-page';

const TODAY = siteDate(new Date());
const NEXT_MONTH = shiftMonth(monthOf(TODAY), 1);
const BOOKED = `${NEXT_MONTH}-10`;
const BLOCKED = `${NEXT_MONTH}-11`;
const FREE = `${NEXT_MONTH}-15`;

const item = (id: number, date: string, flags: Partial<BoostChecklistItemDto['flags']> = {}): BoostChecklistItemDto => ({
  id,
  post: { id: id * 10, slug: `gift-${id}`, title: `Gift ${id}` },
  date,
  status: 'paid',
  price_cents: 49_800,
  email: `buyer${id}@example.com`,
  flags: { post_refreshed: false, social_scheduled: false, newsletter_slot: false, live_checked: false, ...flags },
});

const event = (id: number, start: string): BoostedDateDto => ({
  id,
  title: `Gift ${id}`,
  start,
  status: 'paid',
  price_cents: 49_800,
  email: `buyer${id}@example.com`,
  user_id: null,
  post: { id: id * 10, slug: `gift-${id}`, title: `Gift ${id}` },
  created_at: '2026-11-01T10:00:00Z',
});

const blocked: BlockedBoostDateDto[] = [{ date: BLOCKED, reason: 'Christmas week' }];

function openChecklist(items: BoostChecklistItemDto[] = [item(1, BOOKED, { post_refreshed: true })], events: BoostedDateDto[] = [event(1, BOOKED)]) {
  const api = stubApi()
    .on('GET /api/user/boosted-checklist/', () => reply.data(items))
    .on('GET /api/user/boosted/', () => reply.data(events))
    .on('GET /api/user/boosted-disallowed/', () => reply.data(blocked))
    .on('GET /api/user/staff-audit/:page', () => reply.ok({ entries: [], has_more: false }));
  return { api, ...renderInSite(<BoostChecklistPage />, { url: '/admin/boosted-checklist' }) };
}

describe('the boost checklist page', () => {
  it("lists each boost's date, post link, status and ticks", async () => {
    openChecklist();
    const table = await screen.findByRole('table', { name: 'Boost checklist' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Gift 1' })).toHaveAttribute('href', '/gift-1/');
    expect(row).toHaveTextContent('Paid');
    expect(within(row).getByRole('checkbox', { name: `Post copy and images refreshed: Gift 1 on ${BOOKED}` })).toBeChecked();
    expect(within(row).getByRole('checkbox', { name: `Social post scheduled: Gift 1 on ${BOOKED}` })).not.toBeChecked();
  });

  it('saves a tick as it changes, sending only that flag', async () => {
    const { api, user } = openChecklist();
    api.on('POST /api/user/boosted-checklist/:id/flags', () => reply.data(item(1, BOOKED, { post_refreshed: true, newsletter_slot: true })));
    const box = await screen.findByRole('checkbox', { name: `Newsletter slot booked: Gift 1 on ${BOOKED}` });
    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(api.calls('POST /api/user/boosted-checklist/:id/flags')).toHaveLength(1));
    const call = api.calls('POST /api/user/boosted-checklist/:id/flags')[0]!;
    expect(call.url.pathname).toBe('/api/user/boosted-checklist/1/flags');
    expect(call.json()).toEqual({ flags: { newsletter_slot: true } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a tick at once and takes it back, with the reason, when the server refuses it', async () => {
    const { api, user } = openChecklist();
    let answer: (response: Response) => void = () => undefined;
    api.on('POST /api/user/boosted-checklist/:id/flags', () => new Promise<Response>((resolve) => (answer = resolve)));
    const box = await screen.findByRole('checkbox', { name: `Checked live on its day: Gift 1 on ${BOOKED}` });
    await user.click(box);
    expect(box).toBeChecked();
    answer(reply.error(404, 'This boost could not be found.'));
    await waitFor(() => expect(box).not.toBeChecked());
    expect(await screen.findByRole('alert')).toHaveTextContent('“Checked live on its day” for Gift 1 could not be saved: This boost could not be found.');
    // The other ticks are as they were.
    expect(screen.getByRole('checkbox', { name: `Post copy and images refreshed: Gift 1 on ${BOOKED}` })).toBeChecked();
  });

  it('marks booked and blocked days, and yesterday, today and tomorrow, as not available on the month calendar', async () => {
    const { user } = openChecklist();
    const thisMonth = await screen.findByRole('table', { name: /^Boosts in / });
    const today = thisMonth.querySelector(`[data-date="${TODAY}"]`)!;
    expect(today).toHaveAttribute('data-state', 'too_soon');
    expect(today).toHaveTextContent('Not available');
    if (monthOf(addDays(TODAY, -1)) === monthOf(TODAY)) expect(thisMonth.querySelector(`[data-date="${addDays(TODAY, -1)}"]`)).toHaveAttribute('data-state', 'too_soon');
    if (monthOf(addDays(TODAY, 1)) === monthOf(TODAY)) expect(thisMonth.querySelector(`[data-date="${addDays(TODAY, 1)}"]`)).toHaveAttribute('data-state', 'too_soon');

    await user.click(screen.getByRole('button', { name: 'Next month →' }));
    const next = await screen.findByRole('table', { name: `Boosts in ${new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${NEXT_MONTH}-01T00:00:00Z`))}` });
    const booked = next.querySelector(`[data-date="${BOOKED}"]`)!;
    expect(booked).toHaveAttribute('data-state', 'booked');
    expect(booked).toHaveTextContent('Gift 1');
    const blockedDay = next.querySelector(`[data-date="${BLOCKED}"]`)!;
    expect(blockedDay).toHaveAttribute('data-state', 'blocked');
    expect(blockedDay).toHaveTextContent('Blocked');
    expect(next.querySelector(`[data-date="${FREE}"]`)).toHaveAttribute('data-state', 'free');
  });

  it("moves a picked boost to a free day, and shows the server's refusal when the date was taken meanwhile", async () => {
    const { api, user } = openChecklist([item(1, BOOKED), item(2, `${NEXT_MONTH}-20`)], [event(1, BOOKED), event(2, `${NEXT_MONTH}-20`)]);
    api.on('POST /api/user/boosted/change-date', () => reply.error(409, boostDateMessages.already_boosted));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Boost to move' }), '2');
    await user.click(screen.getByRole('button', { name: 'Next month →' }));
    await user.click(await screen.findByRole('button', { name: /^Move “Gift 2” to .*15/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(boostDateMessages.already_boosted);
    expect(api.calls('POST /api/user/boosted/change-date')[0]!.json()).toEqual({ id: 2, date: FREE });
    // The calendar is read again, to show who took the date.
    await waitFor(() => expect(api.calls('GET /api/user/boosted/').length).toBeGreaterThan(1));

    api.on('POST /api/user/boosted/change-date', () => reply.data({ ...item(2, `${NEXT_MONTH}-16`) }));
    await user.click(screen.getByRole('button', { name: /^Move “Gift 2” to .*16/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Moved “Gift 2” to .*16/);
  });
});
