import { funnelReportSteps, type FunnelReportDto, type FunnelStepCountDto, type FunnelWeekDto } from '@emberhold/contracts';

/** One row of FUNNEL_REPORT_SQL: funnels of a week that went exactly `reached` far, and left an email or not. */
export interface FunnelReportRow {
  week: string;
  reached: number;
  emailed: number;
  funnels: number;
}

const DAY_MS = 24 * 60 * 60_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The Mondays (UTC, 'YYYY-MM-DD') of the last `weeks` weeks, this one included, oldest first. */
export function reportWeeks(weeks: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: weeks }, (_, i) => isoDay(new Date(monday - (weeks - 1 - i) * 7 * DAY_MS)));
}

/** The day after the last of `mondays`' weeks. */
export function weekEnd(mondays: readonly string[]): string {
  return isoDay(new Date(Date.parse(`${mondays[mondays.length - 1]}T00:00:00Z`) + 7 * DAY_MS));
}

/** Step counts from "funnels that got to at least step i", each with its share of the step before. */
export function stepCounts(reachedAtLeast: readonly number[]): FunnelStepCountDto[] {
  return funnelReportSteps.map((step, i) => {
    const funnels = reachedAtLeast[i] ?? 0;
    const previous = i === 0 ? 0 : (reachedAtLeast[i - 1] ?? 0);
    return { step, funnels, conversion: i === 0 || previous === 0 ? null : Math.round((funnels / previous) * 10_000) / 10_000 };
  });
}

/**
 * The report from the rows: per week, the funnels that reached each step of the chain (a funnel that paid reached
 * every step before), the conversion from each step to the next, and the funnels that left an email; every week of
 * the range is there, and the total adds them up.
 */
export function funnelReport(rows: readonly FunnelReportRow[], mondays: readonly string[]): FunnelReportDto {
  const byWeek = new Map(mondays.map((week) => [week, { atLeast: funnelReportSteps.map(() => 0), emails: 0 }]));
  const total = { atLeast: funnelReportSteps.map(() => 0), emails: 0 };
  for (const row of rows) {
    const week = byWeek.get(row.week);
    if (!week) continue;
    for (const tally of [week, total]) {
      for (let i = 0; i <= Math.min(row.reached, funnelReportSteps.length - 1); i += 1) tally.atLeast[i]! += row.funnels;
      if (row.emailed) tally.emails += row.funnels;
    }
  }
  const weeks: FunnelWeekDto[] = [...byWeek].map(([week, tally]) => ({ week, steps: stepCounts(tally.atLeast), emails_left: tally.emails }));
  const from = mondays[0]!;
  return { weeks, total: { week: from, steps: stepCounts(total.atLeast), emails_left: total.emails }, from, to: weekEnd(mondays) };
}
