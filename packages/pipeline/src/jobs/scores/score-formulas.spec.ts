import {
  PRIOR_CLICKS,
  PRIOR_IMPRESSIONS,
  USD_PER_UNIT,
  postEarningsPerClick,
  postScores,
  programOfCountry,
  siteRate,
  smoothedRate,
  tagEarningsPerClick,
  tagRate,
  toUsd,
} from './score-formulas';

const none = { postId: 1, weekImpressions: 0, weekClicks: 0, monthImpressions: 0, monthClicks: 0, allClicks: 0 };
const rates = { week: 0.02, month: 0.025 };

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
    const scores = postScores({ ...none, weekImpressions: 500, weekClicks: 10, monthImpressions: 2_000, monthClicks: 60, allClicks: 321 }, rates, true, 0.4);
    expect(scores.earningsScore).toBeCloseTo(scores.clicksScoreMonth * 0.4, 12);
    expect(scores.weekScore).toBeCloseTo(scores.clicksScoreWeek * 0.4, 12);
    expect(scores.clicksAll).toBe(321);
  });

  it('scores earnings 0 before any commission per click is known', () => {
    const scores = postScores({ ...none, monthImpressions: 100, monthClicks: 10 }, rates, true);
    expect([scores.earningsScore, scores.weekScore]).toEqual([0, 0]);
  });
});

describe('commission per click for the earnings scores', () => {
  it('converts each program currency to US dollars at the fixed rates', () => {
    expect(toUsd(10, 'USD')).toBe(10);
    expect(toUsd(10, 'GBP')).toBeCloseTo(10 * USD_PER_UNIT.GBP, 10);
    expect(toUsd(10, 'CAD')).toBeCloseTo(10 * USD_PER_UNIT.CAD, 10);
    expect(USD_PER_UNIT.GBP).toBeGreaterThan(1);
    expect(USD_PER_UNIT.CAD).toBeLessThan(1);
  });

  it("reads a visitor country as the program its links go to, the UK's also as gb, others as none", () => {
    expect(['us', 'uk', 'gb', 'ca', 'de'].map(programOfCountry)).toEqual(['us', 'uk', 'uk', 'ca', null]);
  });

  it('divides a tag month commission by our clicks, unknown without clicks', () => {
    expect(tagRate(120, 400)).toBeCloseTo(0.3, 12);
    expect(tagRate(120, 0)).toBeNull();
  });

  it("weights the tag rates by the post's clicks per program, and gives a post without clicks the US rate", () => {
    const tagRates = { us: 0.3, uk: 0.6 };
    expect(tagEarningsPerClick(tagRates, { us: 30, uk: 10 })).toBeCloseTo((0.3 * 30 + 0.6 * 10) / 40, 12);
    expect(tagEarningsPerClick(tagRates, { uk: 5 })).toBeCloseTo(0.6, 12);
    // Clicks in a program with no known rate do not weigh.
    expect(tagEarningsPerClick(tagRates, { ca: 50, us: 10 })).toBeCloseTo(0.3, 12);
    expect(tagEarningsPerClick(tagRates, {})).toBe(0.3);
    expect(tagEarningsPerClick({ uk: 0.6 }, {})).toBe(0);
  });

  it("smooths a post's attributed commission per click toward its tag rate", () => {
    // No clicks of its own in the months: between the tag rate and the commission spread over the prior.
    expect(postEarningsPerClick(0, 0, 0.3)).toBeCloseTo(0.3, 12);
    // One lucky sale on two clicks stays near the tag rate, not $5 a click.
    const lucky = postEarningsPerClick(10, 2, 0.3);
    expect(lucky).toBeLessThan(0.45);
    expect(lucky).toBeGreaterThan(0.3);
    // A steady earner over thousands of clicks moves to its own rate.
    expect(postEarningsPerClick(2_000, 5_000, 0.3)).toBeCloseTo((2_000 + PRIOR_CLICKS * 0.3) / (5_000 + PRIOR_CLICKS), 12);
    expect(postEarningsPerClick(2_000, 5_000, 0.3)).toBeGreaterThan(0.39);
    // A post that earned less than its clicks would at the tag rate falls below it.
    expect(postEarningsPerClick(10, 1_000, 0.3)).toBeLessThan(0.3);
  });

  it("prices a post's impressions at its own commission per click", () => {
    const counts = { ...none, weekImpressions: 500, weekClicks: 10, monthImpressions: 2_000, monthClicks: 60 };
    const earner = postScores(counts, rates, true, postEarningsPerClick(400, 60, 0.3));
    const average = postScores(counts, rates, true, 0.3);
    expect(earner.earningsScore).toBeGreaterThan(average.earningsScore);
    expect(earner.weekScore).toBeGreaterThan(average.weekScore);
    expect(earner.clicksScoreMonth).toBe(average.clicksScoreMonth);
  });
});
