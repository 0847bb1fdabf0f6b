import { affiliatePrograms, type AffiliateCurrency, type AffiliateProgram } from '@emberhold/contracts';

/**
 * The score columns the list sorts read (posts.clicks_score_*), from people's impressions and clicks on the list
 * surfaces. A click-through rate with a Bayesian prior: a post starts at the site's own rate, as if it already had
 * PRIOR_IMPRESSIONS impressions at that rate, and moves away from it as its own figures come in. A post with 2
 * impressions and 1 click scores just above average, not 50%; one with 2,000 impressions and 100 clicks scores
 * close to its own 5%.
 */
export const PRIOR_IMPRESSIONS = 200;

export interface PostCounts {
  postId: number;
  weekImpressions: number;
  weekClicks: number;
  monthImpressions: number;
  monthClicks: number;
  allClicks: number;
}

export interface SiteRates {
  /** Clicks per impression over all posts in the window. */
  week: number;
  month: number;
}

export interface PostScores {
  clicksScoreWeek: number;
  clicksScoreMonth: number;
  clicksAll: number;
  clicksScoreAmazonAvailable: number;
  earningsScore: number;
  weekScore: number;
}

export function smoothedRate(clicks: number, impressions: number, siteRate: number): number {
  // Clicks can outnumber counted impressions (a click from a page whose impression beacon was lost); cap at 1.
  return Math.min(1, (clicks + PRIOR_IMPRESSIONS * siteRate) / (impressions + PRIOR_IMPRESSIONS));
}

export function siteRate(clicks: number, impressions: number): number {
  return impressions > 0 ? Math.min(1, clicks / impressions) : 0;
}

/**
 * - clicks_score_week / clicks_score_month: the smoothed rate over 7 / 30 days.
 * - clicks_all: people's clicks, all time.
 * - clicks_score_amazon_available (the popular sort): the month score for a product available on Amazon; the others
 *   follow all of them (score - 1; rates are within 0..1), still in their month-score order.
 * - earnings_score / week_score: expected commission per impression in US dollars: the month / week smoothed rate x
 *   the post's commission per click (`earningsPerClick`, see postEarningsPerClick), 0 before any earnings are in.
 */
export function postScores(counts: PostCounts, rates: SiteRates, amazonAvailable: boolean, earningsPerClick = 0): PostScores {
  const week = smoothedRate(counts.weekClicks, counts.weekImpressions, rates.week);
  const month = smoothedRate(counts.monthClicks, counts.monthImpressions, rates.month);
  return {
    clicksScoreWeek: week,
    clicksScoreMonth: month,
    clicksAll: counts.allClicks,
    clicksScoreAmazonAvailable: amazonAvailable ? month : month - 1,
    earningsScore: month * earningsPerClick,
    weekScore: week * earningsPerClick,
  };
}

/**
 * Fixed US dollar values of the programs' currencies, for the earnings scores only: they rank posts against each
 * other and are never shown as money, so a yearly average is good enough and keeps a run's scores reproducible.
 */
export const USD_PER_UNIT: Readonly<Record<AffiliateCurrency, number>> = { USD: 1, GBP: 1.27, CAD: 0.73 };

/**
 * The prior of a post's own commission per click: a post is scored as if it already had PRIOR_CLICKS clicks at its
 * tag rate, so one lucky sale on a few clicks does not put it on top, and a steady earner moves to its own rate.
 */
export const PRIOR_CLICKS = 100;

export function toUsd(amount: number, currency: string): number {
  return amount * (USD_PER_UNIT[currency as AffiliateCurrency] ?? 0);
}

/** The program a visitor's country clicks through to: the site's country variants, with `gb` read as the UK's. */
export function programOfCountry(country: string): AffiliateProgram | null {
  if (country === 'gb') return 'uk';
  return (affiliatePrograms as readonly string[]).includes(country) ? (country as AffiliateProgram) : null;
}

/** A site tag's commission per our click in a month (US dollars), null when we have no clicks to divide by. */
export function tagRate(commissionUsd: number, ourClicks: number): number | null {
  return ourClicks > 0 ? commissionUsd / ourClicks : null;
}

export type TagRates = Partial<Record<AffiliateProgram, number>>;

/**
 * Per tag and month: the tag rates weighted by the post's clicks per program (programs with a known rate only);
 * a post with no such clicks gets the US tag's rate (0 while the US has none).
 */
export function tagEarningsPerClick(rates: TagRates, clicksByProgram: Partial<Record<AffiliateProgram, number>>): number {
  let weighted = 0;
  let clicks = 0;
  for (const program of affiliatePrograms) {
    const rate = rates[program];
    const n = clicksByProgram[program] ?? 0;
    if (rate === undefined || n <= 0) continue;
    weighted += rate * n;
    clicks += n;
  }
  return clicks > 0 ? weighted / clicks : (rates.us ?? 0);
}

/**
 * Per post where subtags attribute earnings to it: its attributed commission (US dollars) per its outbound clicks in
 * the same months, smoothed toward its tag rate with a prior of PRIOR_CLICKS clicks.
 */
export function postEarningsPerClick(commissionUsd: number, clicks: number, tagRateUsd: number): number {
  return (commissionUsd + PRIOR_CLICKS * tagRateUsd) / (Math.max(0, clicks) + PRIOR_CLICKS);
}
