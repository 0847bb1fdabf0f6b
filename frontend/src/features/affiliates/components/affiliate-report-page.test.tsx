import type { AffiliateMonthDto, AffiliateReportResponse, AffiliateTagReportDto } from '@emberhold/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { AffiliateReportPage } from './affiliate-report-page';

function month(yearMonth: string, figures: Partial<AffiliateMonthDto> = {}): AffiliateMonthDto {
  return {
    year_month: yearMonth,
    ordered_units: 12,
    shipped_units: 10,
    returned_units: 1,
    sales_amount: '480.00',
    commission: '19.20',
    clicks: 300,
    retailer_clicks: 280,
    clicks_source: 'site',
    conversion: 0.04,
    earnings_per_click: '0.0640',
    ...figures,
  };
}

function tagReport(tag: string, figures: Partial<AffiliateTagReportDto> = {}): AffiliateTagReportDto {
  const months = [
    month('2026-10', { ordered_units: 1250, shipped_units: 1200, returned_units: 30, sales_amount: '31250.50', commission: '1250.02', clicks: 25000, conversion: 0.05, earnings_per_click: '0.0500' }),
    month('2026-09'),
  ];
  return {
    tag,
    program: 'us',
    currency: 'USD',
    owner: { user_id: 7, username: 'ashen_keeper' },
    months,
    totals: month('total', { ordered_units: 1262, shipped_units: 1210, returned_units: 31, sales_amount: '31730.50', commission: '1269.22', clicks: 25300, conversion: 0.0499, earnings_per_click: '0.0502' }),
    updating: false,
    ...figures,
  };
}

function report(body: Partial<AffiliateReportResponse> = {}): AffiliateReportResponse {
  return {
    meta: { status: 'success' },
    scope: 'affiliate',
    tag: null,
    tags: ['keeper-20', 'keeper-21'],
    reports: [tagReport('keeper-20')],
    payments: [
      {
        id: 3,
        user: { user_id: 7, username: 'ashen_keeper' },
        ref: 'keeper-20',
        amount: '500.00',
        currency: 'USD',
        created_at: '2026-11-02T10:00:00Z',
        created_by: { user_id: 1, username: 'warden' },
        voided_at: null,
        voided_by: null,
        void_reason: null,
      },
      {
        id: 2,
        user: { user_id: 7, username: 'ashen_keeper' },
        ref: 'keeper-20',
        amount: '250.00',
        currency: 'USD',
        created_at: '2026-10-02T10:00:00Z',
        created_by: { user_id: 1, username: 'warden' },
        voided_at: '2026-10-03T10:00:00Z',
        voided_by: { user_id: 1, username: 'warden' },
        void_reason: 'Sent twice',
      },
    ],
    balances: [{ currency: 'USD', earned: '1269.22', paid: '500.00', owed: '769.22' }],
    updating: false,
    ...body,
  };
}

function openReport(url = '/aff/') {
  return renderInSite(<AffiliateReportPage />, { url, path: '/aff/' });
}

const cells = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);

describe('the affiliate report', () => {
  it("tables each month's figures in the tag's currency, newest first, with the totals under them", async () => {
    stubApi().on('GET /api/user/affiliate/', reply.json(report()));
    openReport();

    const tagSection = await screen.findByRole('region', { name: /^keeper-20/ });
    const rows = within(within(tagSection).getByRole('table')).getAllByRole('row');
    expect(cells(rows[1]!)).toEqual(['Oct 2026', '1,250', '1,200', '30', '$31,250.50', '$1,250.02', '25,000', '5.00%', '$0.0500']);
    expect(cells(rows[2]!)).toEqual(['Sep 2026', '12', '10', '1', '$480.00', '$19.20', '300', '4.00%', '$0.0640']);
    expect(cells(rows[3]!)).toEqual(['Total', '1,262', '1,210', '31', '$31,730.50', '$1,269.22', '25,300', '4.99%', '$0.0502']);
    expect(screen.queryByText('Reports Updating')).not.toBeInTheDocument();
  });

  it('draws the commission by month as a chart whose text alternative gives every month, oldest first', async () => {
    stubApi().on('GET /api/user/affiliate/', reply.json(report()));
    openReport();

    const chart = await screen.findByRole('img', { name: 'Commission by month for keeper-20' });
    expect(chart).toHaveAccessibleDescription('Sep 2026: $19.20; Oct 2026: $1,250.02.');
    // The taller bar is the bigger month.
    const bars = [...chart.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('height')));
    expect(bars).toHaveLength(2);
    expect(bars[1]!).toBeGreaterThan(bars[0]!);
  });

  it("offers the tag's figures as a CSV download", async () => {
    stubApi().on('GET /api/user/affiliate/', reply.json(report({ tag: 'keeper-20' })));
    openReport('/aff/?tag=keeper-20');

    const link = await screen.findByRole('link', { name: /Download CSV/ });
    expect(link).toHaveAttribute('href', '/api/user/affiliate/export.csv?tag=keeper-20');
  });

  it('asks for the tag in the address, and the tag picker sets it', async () => {
    const api = stubApi().on('GET /api/user/affiliate/', (call) => reply.json(report({ tag: call.url.searchParams.get('tag'), reports: [tagReport(call.url.searchParams.get('tag') ?? 'keeper-20')] })));
    const { user, router } = openReport('/aff/?tag=keeper-20');
    await screen.findByRole('img', { name: 'Commission by month for keeper-20' });
    expect(api.calls('GET /api/user/affiliate/')[0]!.path).toBe('/api/user/affiliate/?tag=keeper-20');

    const picker = screen.getByLabelText('Tag');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['All my tags', 'keeper-20', 'keeper-21']);
    await user.selectOptions(picker, 'keeper-21');
    await screen.findByRole('img', { name: 'Commission by month for keeper-21' });
    expect(router.state.location.search).toBe('?tag=keeper-21');
    expect(api.calls('GET /api/user/affiliate/').at(-1)!.path).toBe('/api/user/affiliate/?tag=keeper-21');
  });

  it('offers admins all tags', async () => {
    stubApi().on('GET /api/user/affiliate/', reply.json(report({ scope: 'admin', tags: ['emberhold-20', 'keeper-20'] })));
    openReport();
    const picker = await screen.findByLabelText('Tag');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['All tags', 'emberhold-20', 'keeper-20']);
  });

  it('says "Reports Updating" while an import is changing the figures, on the page and on the tag it touches', async () => {
    stubApi().on('GET /api/user/affiliate/', reply.json(report({ updating: true, reports: [tagReport('keeper-20', { updating: true }), tagReport('keeper-21')] })));
    openReport();
    const notices = await screen.findAllByText('Reports Updating');
    expect(notices).toHaveLength(2);
    const updatingTag = document.querySelector<HTMLElement>('[data-affiliate-tag="keeper-20"]')!;
    expect(within(updatingTag).getByText('Reports Updating')).toBeInTheDocument();
    const otherTag = document.querySelector<HTMLElement>('[data-affiliate-tag="keeper-21"]')!;
    expect(within(otherTag).queryByText('Reports Updating')).not.toBeInTheDocument();
  });

  it('lists the payments, a voided one struck through with who voided it and why, and the balance still owed', async () => {
    stubApi().on('GET /api/user/affiliate/', reply.json(report()));
    openReport();

    const payments = await screen.findByRole('region', { name: 'Payments' });
    const rows = within(payments).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('$500.00');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(within(rows[2]!).getByText('$250.00').tagName).toBe('DEL');
    expect(rows[2]).toHaveTextContent('Voided Oct 3, 2026 by warden: Sent twice');

    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(within(balance).getByText('Earned').nextElementSibling).toHaveTextContent('$1,269.22');
    expect(within(balance).getByText('Paid').nextElementSibling).toHaveTextContent('$500.00');
    expect(within(balance).getByText('Owed').nextElementSibling).toHaveTextContent('$769.22');
  });

  it('says so when a tag has no months yet', async () => {
    stubApi().on('GET /api/user/affiliate/', reply.json(report({ reports: [tagReport('keeper-21', { months: [], totals: month('total', { ordered_units: 0 }) })], payments: [], balances: [] })));
    openReport();
    expect(await screen.findByText(/No earnings reported for this tag yet/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Commission by month/ })).not.toBeInTheDocument();
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
  });

  it('says "Access denied" when the server refuses the report', async () => {
    stubApi().on('GET /api/user/affiliate/', reply.error(403, 'You do not have access to view this page.'));
    openReport('/aff/?tag=someone-else-20');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have access to view this page.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
