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

export type PerformanceTone = 'above' | 'even' | 'below' | 'none';

/**
 * How a performance reads against what was expected (100%): above, even (within half a point, which shows as 100%)
 * or below; `none` before there is anything to compare (no impressions yet).
 */
export function performanceTone(percent: number, impressions: number): PerformanceTone {
  if (impressions <= 0 || !Number.isFinite(percent)) return 'none';
  if (percent >= 100.5) return 'above';
  if (percent < 99.5) return 'below';
  return 'even';
}

/** The widest a performance meter goes: 200% of what was expected (the 100% mark sits in the middle). */
export const METER_MAX_PERCENT = 200;

/** How full a performance meter is drawn, 0-100 (% of its width), with 100% of expected at the middle. */
export function meterFill(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  return Math.min(100, (percent / METER_MAX_PERCENT) * 100);
}
