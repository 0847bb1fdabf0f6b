import type { CampaignFigures } from '@emberhold/contracts';

/** People's impressions, clicks and saves of native ads: what every campaign figure is made of. */
export interface AdCounts {
  impressions: number;
  clicks: number;
  saves: number;
}

export const NO_COUNTS: AdCounts = { impressions: 0, clicks: 0, saves: 0 };

export const addCounts = (a: AdCounts, b: AdCounts): AdCounts => ({
  impressions: a.impressions + b.impressions,
  clicks: a.clicks + b.clicks,
  saves: a.saves + b.saves,
});

/** The window of the site's own native-ad rates that expected clicks and saves are measured against. */
export const REFERENCE_DAYS = 30;
/** Fewer reference impressions than this say little: the default rates stand in. */
export const MIN_REFERENCE_IMPRESSIONS = 1_000;
/** Clicks and saves per impression of a typical native ad, when the site's own facts are too few. */
export const DEFAULT_CLICK_RATE = 0.01;
export const DEFAULT_SAVE_RATE = 0.003;

/** Clicks and saves per impression of a typical native ad (fractions, not percent). */
export interface ReferenceRates {
  clickRate: number;
  saveRate: number;
  /** Whether each rate was measured on the site (else it is the default). */
  measured: { clicks: boolean; saves: boolean };
}

/**
 * The reference rates from the site's people-only native-ad facts of every campaign over the last REFERENCE_DAYS:
 * clicks / impressions and saves / impressions, once there are at least MIN_REFERENCE_IMPRESSIONS impressions. Below
 * that, or when a rate has no event at all yet (a rate of 0 would make every campaign infinitely better than
 * expected), the default rate stands in: 1.0 % clicks, 0.3 % saves.
 */
export function referenceRates(reference: AdCounts): ReferenceRates {
  const enough = reference.impressions >= MIN_REFERENCE_IMPRESSIONS;
  const clicks = enough && reference.clicks > 0;
  const saves = enough && reference.saves > 0;
  return {
    clickRate: clicks ? reference.clicks / reference.impressions : DEFAULT_CLICK_RATE,
    saveRate: saves ? reference.saves / reference.impressions : DEFAULT_SAVE_RATE,
    measured: { clicks, saves },
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

/**
 * The figures of a campaign (or of one day or creative of it), as the contract's CampaignFigures documents them:
 * ctr = clicks / impressions; expected_clicks / expected_saves = impressions × the reference click / save rate;
 * click_performance = clicks / expected_clicks and save_performance = saves / expected_saves (100 = as a typical
 * native ad; 0 without impressions); performance = their mean. Percentages and expected figures are rounded to two
 * decimals, each from the unrounded values.
 */
export function campaignFigures(counts: AdCounts, rates: ReferenceRates): CampaignFigures {
  const expectedClicks = counts.impressions * rates.clickRate;
  const expectedSaves = counts.impressions * rates.saveRate;
  const clickPerformance = percent(counts.clicks, expectedClicks);
  const savePerformance = percent(counts.saves, expectedSaves);
  return {
    impressions: counts.impressions,
    clicks: counts.clicks,
    ctr: round2(percent(counts.clicks, counts.impressions)),
    saves: counts.saves,
    expected_clicks: round2(expectedClicks),
    expected_saves: round2(expectedSaves),
    click_performance: round2(clickPerformance),
    save_performance: round2(savePerformance),
    performance: round2((clickPerformance + savePerformance) / 2),
  };
}
