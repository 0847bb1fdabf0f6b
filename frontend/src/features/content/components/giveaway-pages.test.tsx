import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { GiveawayPage, GiveawaysPage } from './giveaway-pages';

const DAY = 86_400_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const giveaway = (id: number, title: string, endsIn: number) => ({ id, slug: `giveaway-${id}`, title, content: '<p>A prize.</p>', image: null, ends_at: at(endsIn) });

function EntrySlot({ title }: { title: string }) {
  return <button type="button">Enter {title}</button>;
}

describe('the giveaways pages', () => {
  it('says how long an open giveaway runs, and that an ended one has ended', async () => {
    const giveaways = [giveaway(1, 'Lantern draw', 3 * DAY + 3_600_000), giveaway(2, 'Mug draw', 2 * 3_600_000), giveaway(3, 'Old dice draw', -90 * DAY)];
    stubApi().on('GET /api/giveaways/1', reply.ok({ giveaways }));
    renderInSite(<GiveawaysPage />, { url: '/giveaways/' });

    const card = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!;
    expect(within(await card('Lantern draw')).getByText('3 days remaining')).toBeInTheDocument();
    expect(within(await card('Mug draw')).getByText('less than 1 day remaining!')).toBeInTheDocument();
    const ended = await card('Old dice draw');
    expect(within(ended).getByText('This giveaway has ended.')).toBeInTheDocument();
    expect(within(ended).queryByText(/remaining/)).not.toBeInTheDocument();
  });

  it('shows an ended giveaway as ended, with no way to enter and no time left', async () => {
    stubApi().on('GET /api/giveaway/giveaway-3', reply.ok({ giveaway: giveaway(3, 'Old dice draw', -90 * DAY) }));
    renderInSite(<GiveawayPage entry={EntrySlot} />, { url: '/giveaway/giveaway-3', path: '/giveaway/:slug' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Old dice draw' })).toBeInTheDocument();
    expect(screen.getByText('This giveaway has ended.')).toBeInTheDocument();
    expect(screen.queryByText(/remaining/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enter/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the giveaways page' })).toHaveAttribute('href', '/giveaways/');
  });

  it('offers an open giveaway to enter, with the days it has left', async () => {
    stubApi().on('GET /api/giveaway/giveaway-1', reply.ok({ giveaway: giveaway(1, 'Lantern draw', DAY + 3_600_000) }));
    renderInSite(<GiveawayPage entry={EntrySlot} />, { url: '/giveaway/giveaway-1', path: '/giveaway/:slug' });

    expect(await screen.findByText('1 day remaining')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter Lantern draw' })).toBeInTheDocument();
    expect(screen.queryByText('This giveaway has ended.')).not.toBeInTheDocument();
  });
});
