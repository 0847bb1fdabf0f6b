import type { FunnelReportDto, FunnelStepCountDto, FunnelWeekDto } from '@emberhold/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { FunnelReportPage } from './funnel-report-page';

const STEPS = ['started', 'creative_saved', 'advertiser_activated', 'payment_started', 'payment_succeeded'] as const;

function steps(counts: number[]): FunnelStepCountDto[] {
  return STEPS.map((step, i) => ({ step, funnels: counts[i]!, conversion: i === 0 || counts[i - 1] === 0 ? null : counts[i]! / counts[i - 1]! }));
}

function week(monday: string, counts: number[], emails = 0): FunnelWeekDto {
  return { week: monday, steps: steps(counts), emails_left: emails };
}

const report: FunnelReportDto = {
  weeks: [week('2026-11-16', [120, 60, 30, 24, 18], 7), week('2026-11-23', [80, 40, 20, 10, 5], 3)],
  total: week('2026-11-16', [200, 100, 50, 34, 23], 10),
  from: '2026-11-16',
  to: '2026-11-30',
};

describe('the advertiser funnel report', () => {
  it('charts the funnels reaching each step with the conversion from the step before, and tables them by week', async () => {
    const api = stubApi().on('GET /api/user/campaign/funnel-report', () => reply.data(report));
    renderInSite(<FunnelReportPage />, { url: '/admin/funnel/', path: '/admin/funnel/' });

    const chart = await screen.findByRole('list', { name: 'Funnels reaching each step' });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      'Started200',
      '↓ 50.0% went onAd saved100',
      '↓ 50.0% went onSigned up50',
      '↓ 68.0% went onPayment started34',
      '↓ 67.6% went onPaid23',
    ]);
    expect(screen.getByText('10 left an email to keep their ad without signing up.')).toBeInTheDocument();
    expect(api.calls('GET /api/user/campaign/funnel-report')[0]!.path).toBe('/api/user/campaign/funnel-report?weeks=12');

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // The newest week first, each step's funnels with its conversion under it.
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Nov 23');
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['80', '4050.0%', '2050.0%', '1050.0%', '550.0%', '3']);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Nov 16');
  });

  it('reads another range when staff choose it', async () => {
    const weeksOf = (n: number): FunnelReportDto => ({
      ...report,
      weeks: Array.from({ length: n }, (_, i) => week(new Date(Date.UTC(2026, 5, 1 + 7 * i)).toISOString().slice(0, 10), [10, 5, 2, 1, 1])),
    });
    const api = stubApi().on('GET /api/user/campaign/funnel-report', (call) => reply.data(weeksOf(Number(call.url.searchParams.get('weeks')))));
    const { user } = renderInSite(<FunnelReportPage />, { url: '/admin/funnel/', path: '/admin/funnel/' });
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'The last 12 weeks' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show the last'), '26 weeks');
    await screen.findByRole('heading', { name: 'The last 26 weeks' });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(27);
    expect(api.calls('GET /api/user/campaign/funnel-report').map((call) => call.path)).toContain('/api/user/campaign/funnel-report?weeks=26');
  });

  it('tells a user without the access flag they may not see it', async () => {
    stubApi().on('GET /api/user/campaign/funnel-report', () => reply.error(403, 'You do not have access to view this page.'));
    renderInSite(<FunnelReportPage />, { url: '/admin/funnel/', path: '/admin/funnel/' });
    expect(await screen.findByText('You do not have access to view this page.')).toBeInTheDocument();
  });
});
