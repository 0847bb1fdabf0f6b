import { campaignFigures, DEFAULT_CLICK_RATE, DEFAULT_SAVE_RATE, NO_COUNTS, referenceRates } from './campaign-performance';

describe('campaign performance', () => {
  it('measures against the default 1.0 % clicks and 0.3 % saves while the site has fewer than 1,000 reference impressions', () => {
    expect(referenceRates({ impressions: 999, clicks: 500, saves: 100 })).toEqual({
      clickRate: DEFAULT_CLICK_RATE,
      saveRate: DEFAULT_SAVE_RATE,
      measured: { clicks: false, saves: false },
    });
  });

  it("measures against the site's own rates from 1,000 reference impressions, each rate falling back alone when it has no event", () => {
    expect(referenceRates({ impressions: 2_000, clicks: 50, saves: 4 })).toEqual({ clickRate: 0.025, saveRate: 0.002, measured: { clicks: true, saves: true } });
    expect(referenceRates({ impressions: 1_000, clicks: 30, saves: 0 })).toEqual({ clickRate: 0.03, saveRate: DEFAULT_SAVE_RATE, measured: { clicks: true, saves: false } });
  });

  it('gives expected clicks and saves from the impressions, and performance as achieved over expected, in percent', () => {
    const rates = referenceRates({ impressions: 10_000, clicks: 200, saves: 50 });
    // 2 % clicks, 0.5 % saves expected: 1,000 impressions expect 20 clicks and 5 saves.
    expect(campaignFigures({ impressions: 1_000, clicks: 30, saves: 5 }, rates)).toEqual({
      impressions: 1_000,
      clicks: 30,
      ctr: 3,
      saves: 5,
      expected_clicks: 20,
      expected_saves: 5,
      click_performance: 150,
      save_performance: 100,
      performance: 125,
    });
  });

  it('rounds to two decimals from the unrounded values', () => {
    const figures = campaignFigures({ impressions: 3, clicks: 1, saves: 0 }, referenceRates(NO_COUNTS));
    expect(figures).toEqual({
      impressions: 3,
      clicks: 1,
      ctr: 33.33,
      saves: 0,
      expected_clicks: 0.03,
      expected_saves: 0.01,
      click_performance: 3333.33,
      save_performance: 0,
      performance: 1666.67,
    });
  });

  it('is all zeros without impressions', () => {
    expect(campaignFigures(NO_COUNTS, referenceRates(NO_COUNTS))).toEqual({
      impressions: 0,
      clicks: 0,
      ctr: 0,
      saves: 0,
      expected_clicks: 0,
      expected_saves: 0,
      click_performance: 0,
      save_performance: 0,
      performance: 0,
    });
  });
});
