import type { FunnelStepCountDto } from '@emberhold/contracts';

/** The steps of the advertiser funnel as staff read them. */
export const FUNNEL_STEP_LABELS: Record<FunnelStepCountDto['step'], string> = {
  started: 'Started',
  creative_saved: 'Ad saved',
  advertiser_activated: 'Signed up',
  payment_started: 'Payment started',
  payment_succeeded: 'Paid',
};

/** The ranges the page offers, in weeks (the API takes 1 to 52). */
export const FUNNEL_WEEK_CHOICES = [4, 8, 12, 26, 52] as const;
export const DEFAULT_FUNNEL_WEEKS = 12;

/** ?weeks= as the page takes it: one of its choices, else the default. */
export function weeksFromQuery(value: string | null): number {
  const weeks = Number(value);
  return (FUNNEL_WEEK_CHOICES as readonly number[]).includes(weeks) ? weeks : DEFAULT_FUNNEL_WEEKS;
}

/** A conversion (0..1) as a percentage with one decimal: 42.5%; a dash for none. */
export function formatConversion(conversion: number | null): string {
  return conversion === null ? '–' : `${(Math.round(conversion * 1000) / 10).toFixed(1)}%`;
}

/** 'Nov 23' for a week's Monday ('YYYY-MM-DD', UTC). */
export function weekLabel(monday: string): string {
  return new Date(`${monday}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
