import type { CampaignFigures, CampaignSummaryDto, CreativeDto } from '@emberhold/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

const FIGURES: CampaignFigures = {
  impressions: 1200,
  clicks: 30,
  ctr: 2.5,
  saves: 4,
  expected_clicks: 24,
  expected_saves: 3,
  click_performance: 125,
  save_performance: 133,
  performance: 128,
};

function campaign(figures: Partial<CampaignFigures> = {}, rest: Partial<CampaignSummaryDto> = {}): CampaignSummaryDto {
  return {
    id: 31,
    status: 'running',
    title: 'Ember lantern',
    image: null,
    link: 'https://kilnworks.example',
    fee_cents: 24_900,
    paid_at: '2025-11-01T10:00:00Z',
    created_at: '2025-11-01T09:00:00Z',
    advertiser: { user_id: 7, username: 'ashen_keeper' },
    creatives: [],
    ...FIGURES,
    ...figures,
    ...rest,
  };
}

const empty = { rows: [], totals: FIGURES, from: '2025-11-01', to: '2025-11-30' };

/** The dashboard's campaigns answer with whatever `current` holds at each poll; the chart and breakdowns are empty. */
function stubDashboard(current: { figures: Partial<CampaignFigures> }) {
  return stubApi()
    .on('GET /api/user/my-campaigns', () => reply.data([campaign(current.figures)]))
    .on('GET /api/user/campaign/31/metrics', (call) =>
      reply.ok({ campaign_id: 31, bucket: call.url.searchParams.get('bucket'), from: '2025-11-01T00:00:00Z', to: '2025-11-30T00:00:00Z', totals: {}, buckets: [] }),
    )
    .on('GET /api/user/campaign/31/report', (call) => reply.data({ campaign_id: 31, by: call.url.searchParams.get('by'), ...empty }));
}

const figure = (key: string) => document.querySelector(`[data-figure="${key}"]`) as HTMLElement;

/** The next 5 s poll. */
async function nextPoll() {
  await act(() => vi.advanceTimersByTimeAsync(5_000));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the campaign dashboard', () => {
  it('shows each campaign’s figures, nothing flashing on the first answer', async () => {
    stubDashboard({ figures: {} });
    renderInSite(<DashboardPage userId={7} />);
    expect(await screen.findByRole('heading', { name: 'Ember lantern' })).toBeInTheDocument();
    expect(within(figure('impressions')).getByText('1,200')).toBeInTheDocument();
    expect(within(figure('ctr')).getByText('2.50%')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-flashing]')).toHaveLength(0);
  });

  it('asks again every 5 seconds and flashes the figures that changed for 400 ms', async () => {
    const current = { figures: {} as Partial<CampaignFigures> };
    const api = stubDashboard(current);
    renderInSite(<DashboardPage userId={7} />);
    await screen.findByRole('heading', { name: 'Ember lantern' });
    const asked = api.calls('GET /api/user/my-campaigns').length;

    current.figures = { impressions: 1350, clicks: 31 };
    await nextPoll();
    await waitFor(() => expect(within(figure('impressions')).getByText('1,350')).toBeInTheDocument());
    expect(api.calls('GET /api/user/my-campaigns')).toHaveLength(asked + 1);
    expect(figure('impressions')).toHaveAttribute('data-flashing', 'true');
    expect(figure('clicks')).toHaveAttribute('data-flashing', 'true');
    expect(figure('saves')).not.toHaveAttribute('data-flashing');

    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(document.querySelectorAll('[data-flashing]')).toHaveLength(0);
  });

  it('does not flash a figure whose written value stayed the same', async () => {
    const current = { figures: {} as Partial<CampaignFigures> };
    const api = stubDashboard(current);
    renderInSite(<DashboardPage userId={7} />);
    await screen.findByRole('heading', { name: 'Ember lantern' });
    const asked = api.calls('GET /api/user/my-campaigns').length;

    // 2.5 and 2.501 are both written 2.50%; the saves did change.
    current.figures = { ctr: 2.501, saves: 5 };
    await nextPoll();
    await waitFor(() => expect(figure('saves')).toHaveAttribute('data-flashing', 'true'));
    expect(api.calls('GET /api/user/my-campaigns')).toHaveLength(asked + 1);
    expect(figure('ctr')).not.toHaveAttribute('data-flashing');
  });

  it('asks for the open chart and breakdowns again when the figures change', async () => {
    const current = { figures: {} as Partial<CampaignFigures> };
    const api = stubDashboard(current);
    renderInSite(<DashboardPage userId={7} />);
    await screen.findByRole('heading', { name: 'Ember lantern' });
    await screen.findByRole('group', { name: 'Chart range' });
    await act(() => vi.advanceTimersByTimeAsync(100));
    const chart = api.calls('GET /api/user/campaign/31/metrics').length;
    const breakdowns = api.calls('GET /api/user/campaign/31/report').length;
    expect(chart).toBeGreaterThan(0);

    // A poll with the same figures asks for nothing more.
    await nextPoll();
    expect(api.calls('GET /api/user/campaign/31/metrics')).toHaveLength(chart);
    current.figures = { saves: 5 };
    await nextPoll();
    await waitFor(() => expect(api.calls('GET /api/user/campaign/31/metrics')).toHaveLength(chart + 1));
    // By day and by creative.
    expect(api.calls('GET /api/user/campaign/31/report')).toHaveLength(breakdowns + 2);
  });

  it("says so when the campaigns cannot be read, in the server's words, and Try again asks again", async () => {
    const api = stubApi().on('GET /api/user/my-campaigns', reply.error(503, 'The figures are resting. Please try again shortly.'));
    const { user } = renderInSite(<DashboardPage userId={7} />);
    expect(await screen.findByRole('heading', { name: 'Your campaigns could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('The figures are resting. Please try again shortly.')).toBeInTheDocument();

    api.on('GET /api/user/my-campaigns', reply.data([campaign()]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ember lantern' })).toBeInTheDocument();
  });

  it('opens on the running campaign with traffic, not the one waiting for approval, and shows totals across campaigns', async () => {
    const waiting = campaign({ impressions: 0, clicks: 0, saves: 0, performance: 0 }, { id: 40, title: 'Waiting lamp', status: 'pending_approval', paid_at: '2025-11-20T10:00:00Z', created_at: '2025-11-20T09:00:00Z' });
    const unpaid = campaign({ impressions: 0, clicks: 0, saves: 0 }, { id: 41, title: 'Unpaid kettle', status: 'draft', paid_at: null, created_at: '2025-11-21T09:00:00Z' });
    stubApi()
      .on('GET /api/user/my-campaigns', () => reply.data([unpaid, waiting, campaign({ performance: 99 })]))
      .on('GET /api/user/campaign/31/metrics', (call) =>
        reply.ok({ campaign_id: 31, bucket: call.url.searchParams.get('bucket'), from: '2025-11-01T00:00:00Z', to: '2025-11-30T00:00:00Z', totals: {}, buckets: [] }),
      )
      .on('GET /api/user/campaign/31/report', (call) => reply.data({ campaign_id: 31, by: call.url.searchParams.get('by'), ...empty }));
    renderInSite(<DashboardPage userId={7} />);
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Ember lantern', 'Unpaid kettle', 'Waiting lamp']);
    expect(within(cards[0]!).getByRole('button', { name: 'Hide the chart and breakdowns' })).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('button', { name: 'Show the chart and breakdowns' })).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Totals across your 3 campaigns' });
    expect(within(totals).getByText('Total impressions').nextSibling).toHaveTextContent('1,200');
    expect(within(totals).getByText('Total clicks').nextSibling).toHaveTextContent('30');
    // Two paid campaigns at $249.00; the unpaid one spent nothing.
    expect(within(totals).getByText('Total spend').nextSibling).toHaveTextContent('$498.00');

    // 99% of expected is on track, not a failure; the legend says where the bands lie.
    const overall = within(cards[0]!).getByText('Overall performance').closest('[data-tone]');
    expect(overall).toHaveAttribute('data-tone', 'even');
    expect(within(overall as HTMLElement).getByText('on track')).toBeInTheDocument();
    expect(screen.getByText('90% or more: on track')).toBeInTheDocument();
    expect(screen.getByText('70–90%: a little behind')).toBeInTheDocument();
  });

  it('pictures each campaign by what its ad shows: the crop or the GIF, and names an embedded player that has no picture', async () => {
    const creative = (id: number, media: Pick<CreativeDto, 'upload_type' | 'image' | 'gif' | 'embed'>): CreativeDto => ({
      id,
      campaign_id: id,
      title: `Ad ${id}`,
      content: 'Lit from within.',
      price: 34,
      link: 'https://kilnworks.example',
      slug: `ad-${id}`,
      status: 'running',
      disapproval_reason: null,
      created_at: '2025-11-01T09:00:00Z',
      updated_at: '2025-11-01T09:00:00Z',
      ...media,
    });
    const gif = '/media/creative-gif/a-b.gif';
    const embed = '<iframe src="https://www.youtube.com/embed/x" width="100%" height="100%"></iframe>';
    stubApi().on('GET /api/user/my-campaigns', () =>
      reply.data([
        campaign({}, { id: 51, title: 'Gif lantern', image: gif, creatives: [creative(51, { upload_type: 'gif', image: null, gif, embed: null })] }),
        campaign({}, { id: 52, title: 'Video lantern', image: null, creatives: [creative(52, { upload_type: 'embed', image: null, gif: null, embed })] }),
      ]),
    );
    renderInSite(<DashboardPage userId={7} />);
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    const [gifCard, videoCard] = within(list).getAllByRole('article');
    expect(gifCard!.querySelector('img')).toHaveAttribute('src', gif);
    expect(videoCard!.querySelector('img')).toBeNull();
    expect(within(videoCard!).getByText('Video player')).toBeInTheDocument();
  });
});
