import type { CampaignFigures, CreativeDto } from '@emberhold/contracts';
import { campaignAction, campaignCardKey, changedFigures, meterFill, newestCreative, performanceTone, shownFigures } from './campaign-figures';

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
  it('reads above, even or below 100%, and nothing before any impression', () => {
    expect(performanceTone(130, 10)).toBe('above');
    expect(performanceTone(100.2, 10)).toBe('even');
    expect(performanceTone(99.6, 10)).toBe('even');
    expect(performanceTone(80, 10)).toBe('below');
    expect(performanceTone(0, 0)).toBe('none');
  });

  it('fills the meter to 100% of expected at its middle and stops at its end', () => {
    expect(meterFill(100)).toBe(50);
    expect(meterFill(50)).toBe(25);
    expect(meterFill(350)).toBe(100);
    expect(meterFill(-4)).toBe(0);
  });
});
