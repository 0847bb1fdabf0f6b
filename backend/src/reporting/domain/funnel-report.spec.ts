import { funnelReport, reportWeeks, weekEnd } from './funnel-report';

describe('the funnel report', () => {
  it('covers the Mondays of the last weeks, this one included', () => {
    const weeks = reportWeeks(3, new Date('2026-11-26T10:00:00Z'));
    expect(weeks).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(weekEnd(weeks)).toBe('2026-11-30');
  });

  it('counts a funnel at every step up to the furthest it reached, with step-to-step conversion', () => {
    const report = funnelReport(
      [
        { week: '2026-11-23', reached: 0, emailed: 0, funnels: 6 },
        { week: '2026-11-23', reached: 1, emailed: 1, funnels: 2 },
        { week: '2026-11-23', reached: 4, emailed: 0, funnels: 2 },
      ],
      ['2026-11-16', '2026-11-23'],
    );
    expect(report.weeks[0]!.steps.every((s) => s.funnels === 0)).toBe(true);
    const week = report.weeks[1]!;
    expect(week.steps.map((s) => s.funnels)).toEqual([10, 4, 2, 2, 2]);
    expect(week.steps.map((s) => s.conversion)).toEqual([null, 0.4, 0.5, 1, 1]);
    expect(week.emails_left).toBe(2);
    expect(report.total.steps[0]!.funnels).toBe(10);
  });
});
