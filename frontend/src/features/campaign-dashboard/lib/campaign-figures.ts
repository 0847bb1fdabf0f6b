import type { CampaignFigures, CampaignSummaryDto, CreativeDto, CreativeStatusDto } from '@emberhold/contracts';
import { formatCount, formatExpected, formatPerformance, formatRate } from './format';

/** Spec sections 4 and 9: the dashboard asks again every 5 s; a figure that changed flashes for 400 ms. */
export const DASHBOARD_POLL_MS = 5_000;
export const FLASH_MS = 400;

/** The figures a campaign shows, in the order they are laid out. */
export const FIGURE_KEYS = ['impressions', 'clicks', 'ctr', 'saves', 'expected_clicks', 'expected_saves', 'click_performance', 'save_performance', 'performance'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];
export type ShownFigures = Readonly<Record<FigureKey, string>>;

const FORMATS: Record<FigureKey, (value: number) => string> = {
  impressions: formatCount,
  clicks: formatCount,
  ctr: formatRate,
  saves: formatCount,
  expected_clicks: formatExpected,
  expected_saves: formatExpected,
  click_performance: formatPerformance,
  save_performance: formatPerformance,
  performance: formatPerformance,
};

/** Each figure as the page writes it. */
export function shownFigures(figures: CampaignFigures): ShownFigures {
  return Object.fromEntries(FIGURE_KEYS.map((key) => [key, FORMATS[key](figures[key])])) as Record<FigureKey, string>;
}

/**
 * The figures that changed from one poll to the next, compared as they are written: a rate that moved in its
 * fourth decimal did not visibly change, so it does not flash. Nothing flashes on the first answer (no previous one).
 */
export function changedFigures(previous: ShownFigures | undefined, next: ShownFigures): FigureKey[] {
  if (!previous) return [];
  return FIGURE_KEYS.filter((key) => previous[key] !== next[key]);
}

/**
 * A campaign card's identity on the page: a campaign whose status changed is replaced as a whole (spec section 4), so
 * the key carries the status and the card is mounted afresh, with its new actions.
 */
export function campaignCardKey(campaign: Pick<CampaignSummaryDto, 'id' | 'status'>): string {
  return `${campaign.id}:${campaign.status}`;
}

/** The creative a campaign runs now: its newest (pause and resume act on it). */
export function newestCreative(creatives: readonly CreativeDto[]): CreativeDto | null {
  let newest: CreativeDto | null = null;
  for (const creative of creatives) {
    if (!newest || creative.created_at > newest.created_at || (creative.created_at === newest.created_at && creative.id > newest.id)) newest = creative;
  }
  return newest;
}

export type CampaignAction = 'pause' | 'resume';

/** What the advertiser can do with a campaign in this status: pause a running one, resume a paused one. */
export function campaignAction(status: CreativeStatusDto): CampaignAction | null {
  return status === 'running' ? 'pause' : status === 'paused' ? 'resume' : null;
}

export const STATUS_LABELS: Record<CreativeStatusDto, string> = {
  draft: 'Not paid yet',
  pending_approval: 'Waiting for approval',
  running: 'Running',
  paused: 'Paused',
  disapproved: 'Disapproved',
  finished: 'Finished',
};

export type PerformanceTone = 'above' | 'even' | 'amber' | 'below' | 'none';

/** Tolerance band of the dashboard's legend: at or above this share of what was expected a campaign is on track. */
export const ON_TRACK_PERCENT = 90;
/** Below ON_TRACK_PERCENT and at or above this it is amber (a little behind); below it, red. */
export const AMBER_PERCENT = 70;

/**
 * How a performance reads against what was expected (100%), with a tolerance band so that 99% is not a failure:
 * above (over 100%, shown as more than 100%), even (90% up to 100%: on track), amber (70% up to 90%) or below (under
 * 70%); `none` before there is anything to compare (no impressions yet).
 */
export function performanceTone(percent: number, impressions: number): PerformanceTone {
  if (impressions <= 0 || !Number.isFinite(percent)) return 'none';
  if (percent >= 100.5) return 'above';
  if (percent >= ON_TRACK_PERCENT) return 'even';
  if (percent >= AMBER_PERCENT) return 'amber';
  return 'below';
}

/** The widest a performance meter goes: 200% of what was expected (the 100% mark sits in the middle). */
export const METER_MAX_PERCENT = 200;

/** How full a performance meter is drawn, 0-100 (% of its width), with 100% of expected at the middle. */
export function meterFill(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  return Math.min(100, (percent / METER_MAX_PERCENT) * 100);
}

/**
 * Spec section 9: the needle's rotation in degrees, 0.9 times the value clamped within ±99, so never past ±90
 * (straight left or right). Not a number reads as 0 (upright).
 */
export function needleRotation(value: number): number {
  if (Number.isNaN(value)) return 0;
  const rotation = 0.9 * Math.max(-99, Math.min(99, value));
  return Math.max(-90, Math.min(90, rotation)) + 0;
}

/** A performance (percent of expected) as the needle's value: how far above or below 100% it is. */
export function needleValue(percent: number): number {
  return Number.isFinite(percent) ? percent - 100 : 0;
}

const STATUS_INTEREST: Partial<Record<CreativeStatusDto, number>> = { running: 0, paused: 1, finished: 2 };

/**
 * The campaign the dashboard opens on: the one worth looking at. A running one with the most impressions first, then a
 * paused or finished one with traffic; one waiting for approval (or unpaid, or disapproved) only when nothing else has
 * any. Null for no campaigns.
 */
export function campaignToOpen<T extends Pick<CampaignSummaryDto, 'id' | 'status' | 'impressions'>>(campaigns: readonly T[]): T | null {
  let best: T | null = null;
  const rank = (campaign: T) => [campaign.impressions > 0 ? 0 : 1, STATUS_INTEREST[campaign.status] ?? 3, -campaign.impressions] as const;
  for (const campaign of campaigns) {
    if (!best) {
      best = campaign;
      continue;
    }
    const [a, b] = [rank(campaign), rank(best)];
    if (a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])))) best = campaign;
  }
  return best;
}

export interface CampaignTotals {
  campaigns: number;
  impressions: number;
  clicks: number;
  saves: number;
  /** The fees of the paid campaigns, in cents. */
  spendCents: number;
}

/** Totals across the advertiser's campaigns: impressions, clicks, saves, and what was spent (fees of paid ones). */
export function campaignTotals(campaigns: ReadonlyArray<Pick<CampaignSummaryDto, 'impressions' | 'clicks' | 'saves' | 'fee_cents' | 'paid_at'>>): CampaignTotals {
  const totals: CampaignTotals = { campaigns: campaigns.length, impressions: 0, clicks: 0, saves: 0, spendCents: 0 };
  for (const campaign of campaigns) {
    totals.impressions += campaign.impressions;
    totals.clicks += campaign.clicks;
    totals.saves += campaign.saves;
    if (campaign.paid_at && campaign.fee_cents !== null) totals.spendCents += campaign.fee_cents;
  }
  return totals;
}
