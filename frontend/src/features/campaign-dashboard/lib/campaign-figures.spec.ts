import type { CampaignFigures, CreativeDto } from '@emberhold/contracts';
import { campaignAction, campaignCardKey, campaignToOpen, campaignTotals, changedFigures, meterFill, needleRotation, needleValue, newestCreative, performanceTone, shownFigures } from './campaign-figures';

const figures = (changes: Partial<CampaignFigures> = {}): CampaignFigures => ({
  impressions: 1200,
  clicks: 18,
  ctr: 1.5,
  saves: 4,
  expected_clicks: 12,
  expected_saves: 3.6,
  click_performance: 150,
  save_performance: 111.1,
  performance: 130.7,
  ...changes,
});

describe('flashing the figures that changed on a poll', () => {
  it('flashes nothing on the first answer', () => {
    expect(changedFigures(undefined, shownFigures(figures()))).toEqual([]);
  });

  it('flashes nothing when nothing changed', () => {
    expect(changedFigures(shownFigures(figures()), shownFigures(figures()))).toEqual([]);
  });

  it('flashes exactly the figures whose written value changed', () => {
    const before = shownFigures(figures());
    const after = shownFigures(figures({ impressions: 1201, ctr: 1.4988, expected_clicks: 12.01, performance: 130.9 }));
    // The CTR moved from 1.50% to 1.50% and the expected clicks from 12 to 12: written alike, so they stay still.
    expect(changedFigures(before, after)).toEqual(['impressions']);
  });

  it('flashes a rate once its written value moves', () => {
    const before = shownFigures(figures());
    const after = shownFigures(figures({ clicks: 19, ctr: 1.5833, click_performance: 158.3, performance: 134.7 }));
    expect(changedFigures(before, after)).toEqual(['clicks', 'ctr', 'click_performance', 'performance']);
  });
});

describe('campaign cards', () => {
  it('keys a card by its campaign and status, so a status change mounts a new card', () => {
    expect(campaignCardKey({ id: 7, status: 'running' })).toBe('7:running');
    expect(campaignCardKey({ id: 7, status: 'paused' })).not.toBe(campaignCardKey({ id: 7, status: 'running' }));
  });

  it('pauses a running campaign and resumes a paused one, and offers nothing otherwise', () => {
    expect(campaignAction('running')).toBe('pause');
    expect(campaignAction('paused')).toBe('resume');
    expect(campaignAction('pending_approval')).toBeNull();
    expect(campaignAction('disapproved')).toBeNull();
  });

  it('acts on the newest creative of a campaign', () => {
    const creative = (id: number, created_at: string) => ({ id, created_at }) as CreativeDto;
    expect(newestCreative([creative(3, '2026-03-01T10:00:00.000Z'), creative(5, '2026-03-02T10:00:00.000Z'), creative(4, '2026-02-28T10:00:00.000Z')])?.id).toBe(5);
    expect(newestCreative([creative(3, '2026-03-01T10:00:00.000Z'), creative(9, '2026-03-01T10:00:00.000Z')])?.id).toBe(9);
    expect(newestCreative([])).toBeNull();
  });
});

describe('performance against what was expected', () => {
  it('reads above 100%, on track from 90%, amber from 70% and red below, and nothing before any impression', () => {
    expect(performanceTone(130, 10)).toBe('above');
    expect(performanceTone(100.2, 10)).toBe('even');
    expect(performanceTone(99, 10)).toBe('even');
    expect(performanceTone(90, 10)).toBe('even');
    expect(performanceTone(89.9, 10)).toBe('amber');
    expect(performanceTone(70, 10)).toBe('amber');
    expect(performanceTone(69.9, 10)).toBe('below');
    expect(performanceTone(0, 0)).toBe('none');
  });

  it('fills the meter to 100% of expected at its middle and stops at its end', () => {
    expect(meterFill(100)).toBe(50);
    expect(meterFill(50)).toBe(25);
    expect(meterFill(350)).toBe(100);
    expect(meterFill(-4)).toBe(0);
  });
});

describe('the needle gauge', () => {
  it('turns 0.9 degrees for each point of the value', () => {
    expect(needleRotation(0)).toBe(0);
    expect(needleRotation(50)).toBeCloseTo(45);
    expect(needleRotation(-20)).toBeCloseTo(-18);
    expect(needleRotation(99)).toBeCloseTo(89.1);
  });

  it('clamps the value within ±99, so the needle never passes ±90 degrees', () => {
    expect(needleRotation(100)).toBeCloseTo(89.1);
    expect(needleRotation(5_000)).toBeCloseTo(89.1);
    expect(needleRotation(-250)).toBeCloseTo(-89.1);
    expect(needleRotation(Number.POSITIVE_INFINITY)).toBeCloseTo(89.1);
    expect(needleRotation(Number.NaN)).toBe(0);
  });

  it('reads a performance as how far it is from 100% of expected', () => {
    expect(needleValue(100)).toBe(0);
    expect(needleValue(99)).toBe(-1);
    expect(needleValue(250)).toBe(150);
  });
});

describe('the dashboard as a whole', () => {
  const c = (id: number, status: 'running' | 'paused' | 'pending_approval' | 'finished', impressions: number) => ({ id, status, impressions });

  it('opens on a running campaign with traffic rather than one waiting for approval', () => {
    expect(campaignToOpen([c(9, 'pending_approval', 0), c(8, 'running', 40), c(7, 'running', 900), c(6, 'paused', 5_000)])?.id).toBe(7);
    expect(campaignToOpen([c(9, 'pending_approval', 0), c(6, 'paused', 50)])?.id).toBe(6);
    expect(campaignToOpen([c(9, 'pending_approval', 0), c(8, 'running', 0)])?.id).toBe(8);
    expect(campaignToOpen([])).toBeNull();
  });

  it('adds up impressions, clicks, saves and the fees of paid campaigns', () => {
    const totals = campaignTotals([
      { impressions: 1_000, clicks: 20, saves: 3, fee_cents: 24_900, paid_at: '2026-11-01T10:00:00Z' },
      { impressions: 500, clicks: 5, saves: 1, fee_cents: 18_675, paid_at: '2026-11-02T10:00:00Z' },
      { impressions: 0, clicks: 0, saves: 0, fee_cents: 24_900, paid_at: null },
    ]);
    expect(totals).toEqual({ campaigns: 3, impressions: 1_500, clicks: 25, saves: 4, spendCents: 43_575 });
  });
});
