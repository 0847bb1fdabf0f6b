import { PRIOR_IMPRESSIONS, postScores, siteRate, smoothedRate } from './score-formulas';

const none = { postId: 1, weekImpressions: 0, weekClicks: 0, monthImpressions: 0, monthClicks: 0, allClicks: 0 };
const rates = { week: 0.02, month: 0.025, earningsPerClick: 0.4 };

describe('list scores', () => {
  it('starts a post with no figures at the site rate', () => {
    expect(smoothedRate(0, 0, 0.02)).toBeCloseTo(0.02, 10);
  });

  it('keeps a post with 2 impressions and a click from topping a post with a steady 5% over thousands', () => {
    const lucky = smoothedRate(1, 2, 0.02);
    const steady = smoothedRate(100, 2_000, 0.02);
    expect(lucky).toBeLessThan(0.03);
    expect(steady).toBeGreaterThan(0.045);
    expect(steady).toBeGreaterThan(lucky);
  });

  it('moves towards the post own rate as impressions grow', () => {
    const rate = (impressions: number) => smoothedRate(impressions * 0.1, impressions, 0.02);
    expect(rate(10)).toBeLessThan(rate(100));
    expect(rate(100)).toBeLessThan(rate(100_000));
    expect(rate(100_000)).toBeCloseTo(0.1, 2);
    expect(smoothedRate(5, 1, 0.02)).toBeLessThanOrEqual(1);
    expect(PRIOR_IMPRESSIONS).toBeGreaterThan(0);
  });

  it('reads the site rate as clicks per impression, 0 with no impressions', () => {
    expect(siteRate(30, 1_000)).toBe(0.03);
    expect(siteRate(3, 0)).toBe(0);
  });

  it('ranks every product available on Amazon above the others in the popular sort, each group by month score', () => {
    const good = { ...none, monthImpressions: 1_000, monthClicks: 80 };
    const poor = { ...none, monthImpressions: 1_000, monthClicks: 5 };
    const available = postScores(poor, rates, true).clicksScoreAmazonAvailable;
    const unavailableGood = postScores(good, rates, false).clicksScoreAmazonAvailable;
    const unavailablePoor = postScores(poor, rates, false).clicksScoreAmazonAvailable;
    expect(available).toBeGreaterThan(unavailableGood);
    expect(unavailableGood).toBeGreaterThan(unavailablePoor);
  });

  it('prices an impression at the smoothed rate times the commission per click, and counts all-time clicks', () => {
    const scores = postScores({ ...none, weekImpressions: 500, weekClicks: 10, monthImpressions: 2_000, monthClicks: 60, allClicks: 321 }, rates, true);
    expect(scores.earningsScore).toBeCloseTo(scores.clicksScoreMonth * 0.4, 12);
    expect(scores.weekScore).toBeCloseTo(scores.clicksScoreWeek * 0.4, 12);
    expect(scores.clicksAll).toBe(321);
  });
});
