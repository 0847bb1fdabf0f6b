import type { CampaignFigures, CampaignReportDto } from '@emberhold/contracts';
import { csvText, reportCsv, reportFileName } from './report-csv';

const figures = (impressions: number, clicks: number): CampaignFigures => ({
  impressions,
  clicks,
  ctr: impressions ? Math.round((clicks / impressions) * 10_000) / 100 : 0,
  saves: 0,
  expected_clicks: impressions * 0.01,
  expected_saves: 0,
  click_performance: 0,
  save_performance: 0,
  performance: 0,
});

describe('the campaign report as CSV', () => {
  it('writes a header and one row per day, numbers plain', () => {
    const report: CampaignReportDto = {
      campaign_id: 7,
      by: 'day',
      from: '2026-11-01',
      to: '2026-11-02',
      rows: [
        { key: '2026-11-01', label: '2026-11-01', ...figures(3, 1) },
        { key: '2026-11-02', label: '2026-11-02', ...figures(0, 0) },
      ],
      totals: figures(3, 1),
    };
    expect(reportCsv(report)).toBe(
      [
        'day,impressions,clicks,ctr,saves,expected_clicks,expected_saves,click_performance,save_performance,performance',
        '2026-11-01,3,1,33.33,0,0.03,0,0,0,0',
        '2026-11-02,0,0,0,0,0,0,0,0,0',
        '',
      ].join('\r\n'),
    );
    expect(reportFileName(report)).toBe('campaign-7-by-day.csv');
  });

  it('quotes titles with commas, quotes and line breaks, and defuses titles a spreadsheet would run as formulas', () => {
    const report: CampaignReportDto = {
      campaign_id: 9,
      by: 'creative',
      from: '2026-11-01',
      to: '2026-11-02',
      rows: [
        { key: '12', label: 'Lantern, "wyrmglass"\nedition', ...figures(10, 2) },
        { key: '13', label: '=HYPERLINK("http://evil.example","click")', ...figures(0, 0) },
      ],
      totals: figures(10, 2),
    };
    const lines = reportCsv(report).split('\r\n');
    expect(lines[0]).toBe('creative_id,title,impressions,clicks,ctr,saves,expected_clicks,expected_saves,click_performance,save_performance,performance');
    expect(lines[1]).toBe('12,"Lantern, ""wyrmglass""\nedition",10,2,20,0,0.1,0,0,0,0');
    expect(lines[2]).toBe(`13,"'=HYPERLINK(""http://evil.example"",""click"")",0,0,0,0,0,0,0,0,0`);
    expect(reportFileName(report)).toBe('campaign-9-by-creative.csv');
  });

  it('leaves plain text alone and defuses every formula lead character', () => {
    expect(csvText('Ember Lantern')).toBe('Ember Lantern');
    expect(['+1', '-1', '@SUM(A1)', '\tx', '=1'].map(csvText)).toEqual(["'+1", "'-1", "'@SUM(A1)", "'\tx", "'=1"]);
    expect(csvText(' padded')).toBe('" padded"');
  });
});
