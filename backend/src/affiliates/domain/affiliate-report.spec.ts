import type { AffiliateTagReportDto } from '@emberhold/contracts';
import { amountOf, centsOf, perClick } from './affiliate-money';
import { balancesOf, programOfTag, tagReport, type RetailerMonth } from './affiliate-report';
import { affiliateReportCsv, affiliateReportFileName, csvCell } from './affiliate-report-csv';

const month = (yearMonth: string, figures: Partial<RetailerMonth> = {}): RetailerMonth => ({
  year_month: yearMonth,
  retailer_clicks: 0,
  ordered_units: 0,
  shipped_units: 0,
  returned_units: 0,
  sales_amount: '0',
  commission: '0',
  ...figures,
});

describe('affiliate money', () => {
  it('reads the amounts ClickHouse and Postgres give, with or without trailing zeros, and writes two decimals', () => {
    expect(['12', '12.3', '12.30', '0.05', '-4.5', '1000000.99'].map((text) => amountOf(centsOf(text)))).toEqual(['12.00', '12.30', '12.30', '0.05', '-4.50', '1000000.99']);
    expect(() => centsOf('1.234')).toThrow('not an amount');
    expect(() => centsOf('1e3')).toThrow('not an amount');
  });

  it('divides commission by clicks to four decimals, rounding half away from zero', () => {
    expect(perClick(1000n, 3)).toBe('3.3333');
    expect(perClick(2n, 3)).toBe('0.0067');
    expect(perClick(1n, 8)).toBe('0.0013'); // 0.00125
    expect(perClick(-1n, 8)).toBe('-0.0013');
    expect(perClick(0n, 5)).toBe('0.0000');
  });
});

describe('the program of a tag', () => {
  it('knows the site’s own tags and reads -21 as the UK’s, anything else as the US’s', () => {
    expect(['emberhold-20', 'emberhold-21', 'emberhold0c-20', 'someone-21', 'someone-20', 'plainsite'].map(programOfTag)).toEqual(['us', 'uk', 'ca', 'uk', 'us', 'us']);
  });
});

describe("a tag's report", () => {
  it('puts months newest first with conversion and earnings per our own clicks, and adds them up', () => {
    const report = tagReport({
      tag: 'emberhold-21',
      program: 'uk',
      owner: null,
      months: [
        month('2026-09', { retailer_clicks: 40, ordered_units: 3, shipped_units: 2, returned_units: 1, sales_amount: '60.5', commission: '4.8' }),
        month('2026-10', { retailer_clicks: 10, ordered_units: 1, shipped_units: 1, sales_amount: '20', commission: '1.6' }),
      ],
      siteClicks: new Map([
        ['2026-09', 7],
        ['2026-08', 99],
      ]),
      updating: true,
    });
    expect(report).toMatchObject({ tag: 'emberhold-21', program: 'uk', currency: 'GBP', owner: null, updating: true });
    expect(report.months).toEqual([
      {
        year_month: '2026-10',
        ordered_units: 1,
        shipped_units: 1,
        returned_units: 0,
        sales_amount: '20.00',
        commission: '1.60',
        clicks: 0,
        retailer_clicks: 10,
        clicks_source: 'retailer',
        conversion: 0.1,
        earnings_per_click: '0.1600',
      },
      {
        year_month: '2026-09',
        ordered_units: 3,
        shipped_units: 2,
        returned_units: 1,
        sales_amount: '60.50',
        commission: '4.80',
        clicks: 7,
        retailer_clicks: 40,
        clicks_source: 'site',
        conversion: 0.4286,
        earnings_per_click: '0.6857',
      },
    ]);
    expect(report.totals).toEqual({
      year_month: 'total',
      ordered_units: 4,
      shipped_units: 3,
      returned_units: 1,
      sales_amount: '80.50',
      commission: '6.40',
      clicks: 7,
      retailer_clicks: 50,
      clicks_source: 'site',
      conversion: 0.5714,
      earnings_per_click: '0.9143',
    });
  });

  it('has no rates without clicks, and zero totals without months', () => {
    const report = tagReport({ tag: 'reader-20', program: 'us', owner: { user_id: 3, username: 'reader' }, months: [month('2026-01', { ordered_units: 2, commission: '3' })], siteClicks: new Map(), updating: false });
    expect(report.months[0]).toMatchObject({ clicks: 0, retailer_clicks: 0, clicks_source: 'retailer', conversion: null, earnings_per_click: null, commission: '3.00' });
    const empty = tagReport({ tag: 'reader-20', program: 'us', owner: null, months: [], siteClicks: new Map(), updating: false });
    expect(empty.months).toEqual([]);
    expect(empty.totals).toMatchObject({ year_month: 'total', ordered_units: 0, sales_amount: '0.00', commission: '0.00', conversion: null, earnings_per_click: null });
  });
});

describe('the balances', () => {
  const holder = { user_id: 3, username: 'reader' };
  const report = (currency: 'USD' | 'GBP', commission: string, owner: typeof holder | null = holder) =>
    ({ currency, totals: { commission }, owner }) as Pick<AffiliateTagReportDto, 'currency' | 'totals' | 'owner'>;

  it('owes per currency the commission earned on held tags less the payments that were not voided', () => {
    const balances = balancesOf(
      [report('GBP', '17.34'), report('USD', '0.10'), report('GBP', '0.01'), report('GBP', '500.00', null)],
      [
        { currency: 'GBP', amount: '10.00', voided_at: null },
        { currency: 'GBP', amount: '3.00', voided_at: '2026-11-26T10:00:00.000Z' },
        { currency: 'USD', amount: '0.30', voided_at: null },
      ],
    );
    expect(balances).toEqual([
      { currency: 'USD', earned: '0.10', paid: '0.30', owed: '-0.20' },
      { currency: 'GBP', earned: '17.35', paid: '10.00', owed: '7.35' },
    ]);
  });

  it('lists a currency that only has voided payments, with nothing paid', () => {
    expect(balancesOf([], [{ currency: 'CAD', amount: '5.00', voided_at: '2026-11-26T10:00:00.000Z' }])).toEqual([{ currency: 'CAD', earned: '0.00', paid: '0.00', owed: '0.00' }]);
  });
});

describe('the report as CSV', () => {
  it('writes a header and one row per tag and month, rates without clicks empty', () => {
    const first = tagReport({
      tag: 'emberhold-21',
      program: 'uk',
      owner: null,
      months: [month('2026-10', { retailer_clicks: 10, ordered_units: 1, sales_amount: '20', commission: '1.6' })],
      siteClicks: new Map([['2026-10', 4]]),
      updating: false,
    });
    const second = tagReport({ tag: 'reader-20', program: 'us', owner: null, months: [month('2026-09', { commission: '2' })], siteClicks: new Map(), updating: false });
    expect(affiliateReportCsv([first, second])).toBe(
      [
        'tag,year_month,clicks,retailer_clicks,ordered_units,shipped_units,returned_units,sales_amount,commission,conversion,earnings_per_click,currency',
        'emberhold-21,2026-10,4,10,1,0,0,20.00,1.60,0.25,0.4000,GBP',
        'reader-20,2026-09,0,0,0,0,0,0.00,2.00,,,USD',
        '',
      ].join('\r\n'),
    );
    expect(affiliateReportFileName('reader-20')).toBe('affiliate-report-reader-20.csv');
    expect(affiliateReportFileName(null)).toBe('affiliate-report-all.csv');
  });

  it('defuses cells a spreadsheet would run as formulas and quotes commas', () => {
    expect(['=SUM(A1)', '+1', '-2', '@cmd', 'a,b', 'plain'].map(csvCell)).toEqual(["'=SUM(A1)", "'+1", "'-2", "'@cmd", '"a,b"', 'plain']);
  });
});
