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
  /** Commission per click of the latest month with earnings (US dollars), 0 when none. */
  earningsPerClick: number;
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
 * - earnings_score / week_score: expected commission per impression (month / week smoothed rate x the site's latest
 *   commission per click), since earnings reports come per tag and month, not per post.
 */
export function postScores(counts: PostCounts, rates: SiteRates, amazonAvailable: boolean): PostScores {
  const week = smoothedRate(counts.weekClicks, counts.weekImpressions, rates.week);
  const month = smoothedRate(counts.monthClicks, counts.monthImpressions, rates.month);
  return {
    clicksScoreWeek: week,
    clicksScoreMonth: month,
    clicksAll: counts.allClicks,
    clicksScoreAmazonAvailable: amazonAvailable ? month : month - 1,
    earningsScore: month * rates.earningsPerClick,
    weekScore: week * rates.earningsPerClick,
  };
}
