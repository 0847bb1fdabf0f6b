import type { CampaignSummaryDto } from '@emberhold/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { AdminDashboardPage } from './admin-dashboard-page';

function row(id: number, title: string, advertiser: { user_id: number; username: string } | null): CampaignSummaryDto {
  return {
    id,
    status: 'running',
    title,
    image: null,
    link: 'https://shop.example/',
    fee_cents: 24_900,
    paid_at: '2031-03-01T10:00:00Z',
    created_at: '2031-03-01T09:00:00Z',
    advertiser,
    creatives: [],
    impressions: 10,
    clicks: 1,
    ctr: 10,
    saves: 0,
    expected_clicks: 1,
    expected_saves: 0,
    click_performance: 100,
    save_performance: 100,
    performance: 100,
  };
}

const LANTERN = row(12, 'Wyrmglass Lantern', { user_id: 7, username: 'kilnworks' });
const KETTLE = row(11, 'Ember Kettle', { user_id: 7, username: 'kilnworks' });

/** The server's answer for the query it was asked: the filters it read, and a page of campaigns. */
function stubCampaigns(answer: (search: URLSearchParams) => { campaigns: CampaignSummaryDto[]; pages?: number }) {
  return stubApi()
    .on('GET /api/user/all-campaigns', (call) => {
      const { campaigns, pages = 1 } = answer(call.url.searchParams);
      return reply.data({ campaigns, page: Number(call.url.searchParams.get('page')), pages, total: pages > 1 ? 20 * pages : campaigns.length });
    })
    .on('GET /api/user/campaign-advertisers', () =>
      reply.data([
        { user_id: 7, username: 'kilnworks', campaigns: 2 },
        { user_id: 9, username: 'mossgrove', campaigns: 1 },
      ]),
    );
}

const routes = { path: '/product-pitch/admin-dashboard/:page?' };

describe('the all-campaigns page', () => {
  it('asks the server for the search and filters in the address, and keeps them on every page', async () => {
    const api = stubCampaigns(() => ({ campaigns: [LANTERN], pages: 3 }));
    renderInSite(<AdminDashboardPage />, { ...routes, url: '/product-pitch/admin-dashboard/2?q=lantern&status=running&from=2031-03-01' });
    expect(await screen.findByText('Wyrmglass Lantern')).toBeInTheDocument();
    const asked = new URL(api.calls('GET /api/user/all-campaigns')[0]!.url);
    expect(Object.fromEntries(asked.searchParams)).toEqual({ page: '2', q: 'lantern', status: 'running', from: '2031-03-01' });

    const search = screen.getByRole('search', { name: 'Search campaigns' });
    expect(within(search).getByLabelText('Title or advertiser email')).toHaveValue('lantern');
    expect(within(search).getByLabelText('Status')).toHaveValue('running');
    expect(within(search).getByLabelText('Created from')).toHaveValue('2031-03-01');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/product-pitch/admin-dashboard/3?q=lantern&status=running&from=2031-03-01');
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/product-pitch/admin-dashboard/?q=lantern&status=running&from=2031-03-01');
  });

  it('searches from page 1 with what was typed and chosen, and puts it in the address', async () => {
    const api = stubCampaigns((search) => ({ campaigns: search.get('q') === 'kiln@example.com' ? [KETTLE] : [LANTERN, KETTLE] }));
    const { user, router } = renderInSite(<AdminDashboardPage />, { ...routes, url: '/product-pitch/admin-dashboard/' });
    await screen.findByText('Wyrmglass Lantern');

    await user.type(screen.getByLabelText('Title or advertiser email'), 'kiln@example.com');
    await user.selectOptions(screen.getByLabelText('Status'), 'Paused');
    // The advertiser is picked by name, with how many campaigns each has.
    const advertiser = screen.getByLabelText('Advertiser');
    await within(advertiser).findByRole('option', { name: 'kilnworks (2 campaigns)' });
    expect(within(advertiser).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any advertiser', 'kilnworks (2 campaigns)', 'mossgrove (1 campaign)']);
    await user.selectOptions(advertiser, 'kilnworks (2 campaigns)');
    await user.click(screen.getByRole('button', { name: 'Search campaigns' }));

    await waitFor(() => expect(screen.queryByText('Wyrmglass Lantern')).not.toBeInTheDocument());
    expect(screen.getByText('Ember Kettle')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/product-pitch/admin-dashboard/?q=kiln%40example.com&status=paused&advertiser=7');
    const last = new URL(api.calls('GET /api/user/all-campaigns').at(-1)!.url);
    expect(Object.fromEntries(last.searchParams)).toEqual({ page: '1', q: 'kiln@example.com', status: 'paused', advertiser: '7' });
    expect(screen.getByText(/1 campaign found/)).toBeInTheDocument();
  });

  it('filters by an advertiser from their name in a row, and says when nothing matches, with a way back', async () => {
    stubCampaigns((search) => ({ campaigns: search.get('advertiser') === '7' && search.get('q') === 'lamp' ? [] : [LANTERN] }));
    const { user, router } = renderInSite(<AdminDashboardPage />, { ...routes, url: '/product-pitch/admin-dashboard/?q=lamp' });
    await screen.findByText('Wyrmglass Lantern');

    await user.click(screen.getByRole('link', { name: 'kilnworks' }));
    expect(router.state.location.search).toBe('?q=lamp&advertiser=7');
    expect(await screen.findByRole('heading', { name: 'No campaigns match' })).toBeInTheDocument();
    expect(screen.getByLabelText('Advertiser')).toHaveValue('7');

    await user.click(screen.getByRole('link', { name: 'Clear the search and filters' }));
    expect(await screen.findByText('Wyrmglass Lantern')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Title or advertiser email')).toHaveValue('');
  });

  it('keeps an advertiser from the address that owns no campaign any more as a choice of its own', async () => {
    stubCampaigns(() => ({ campaigns: [] }));
    renderInSite(<AdminDashboardPage />, { ...routes, url: '/product-pitch/admin-dashboard/?advertiser=42' });
    const advertiser = screen.getByLabelText('Advertiser');
    await within(advertiser).findByRole('option', { name: 'mossgrove (1 campaign)' });
    expect(advertiser).toHaveValue('42');
    expect(within(advertiser).getByRole('option', { name: 'Account #42' })).toBeInTheDocument();
  });

  it("shows the server's words when it refuses a filter", async () => {
    stubApi().on('GET /api/user/all-campaigns', reply.error(400, 'from must not be after to'));
    renderInSite(<AdminDashboardPage />, { ...routes, url: '/product-pitch/admin-dashboard/?from=2031-03-06&to=2031-03-05' });
    expect(await screen.findByText('from must not be after to')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search campaigns' })).toBeInTheDocument();
  });
});
