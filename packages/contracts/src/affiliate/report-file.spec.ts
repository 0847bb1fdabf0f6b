import { AFFILIATE_PROGRAMS } from './affiliate-programs';
import { AffiliateReportFormatError, parseAffiliateReport, type AffiliateReport } from './report-file';
import { formatAffiliateReport, type AffiliateReportFileContent, type AffiliateReportLayout } from './report-file-writer';

/** The error a file is refused with (fails the test if it is accepted). */
function refusal(text: string, options: Parameters<typeof parseAffiliateReport>[1] = {}): AffiliateReportFormatError {
  try {
    parseAffiliateReport(text, options);
  } catch (error) {
    if (error instanceof AffiliateReportFormatError) return error;
    throw error;
  }
  throw new Error('the report was accepted');
}

function figures(report: AffiliateReport) {
  return report.rows.map(({ line, tag, period, subtag, clicks, ordered_units, shipped_units, returned_units, sales_amount, commission }) => ({
    line, tag, period, subtag, clicks, ordered_units, shipped_units, returned_units, sales_amount, commission,
  }));
}

describe('reading the retailer’s report layouts', () => {
  it('reads a US daily CSV with a title line above the header', () => {
    const text = [
      'Fee-Earnings reports from 01-11-2026 to 30-11-2026',
      'Tracking ID,Date,Clicks,Items Ordered,Items Shipped,Returns,Revenue($),Earnings($)',
      'emberhold-20,11/03/2026,120,7,6,1,"1,234.56",49.38',
      'emberhold-20,11/04/2026,80,2,2,0,45.10,1.80',
      'friendsite-20,11/04/2026,5,1,0,0,0.00,0.00',
      '',
      '',
    ].join('\n');

    const report = parseAffiliateReport(text);

    expect(report).toMatchObject({
      program: 'us',
      currency: 'USD',
      grain: 'day',
      tags: ['emberhold-20', 'friendsite-20'],
      period_from: '2026-11-03',
      period_to: '2026-11-04',
    });
    expect(figures(report)).toEqual([
      { line: 3, tag: 'emberhold-20', period: '2026-11-03', subtag: '', clicks: 120, ordered_units: 7, shipped_units: 6, returned_units: 1, sales_amount: '1234.56', commission: '49.38' },
      { line: 4, tag: 'emberhold-20', period: '2026-11-04', subtag: '', clicks: 80, ordered_units: 2, shipped_units: 2, returned_units: 0, sales_amount: '45.10', commission: '1.80' },
      { line: 5, tag: 'friendsite-20', period: '2026-11-04', subtag: '', clicks: 5, ordered_units: 1, shipped_units: 0, returned_units: 0, sales_amount: '0.00', commission: '0.00' },
    ]);
  });

  it('reads a UK monthly tab-separated report with pound amounts and a storefront title', () => {
    const text = [
      'Tracking ID Summary Report (Amazon.co.uk)',
      'Tracking Id\tMonth\tClicks\tOrdered Items\tShipped Items\tReturned Items\tShipped Items Revenue\tAd Fees',
      'emberhold-21\tNov 2026\t1,020\t31\t30\t2\t£2,310.40\t£92.42',
      'emberhold-21\tOctober 2026\t990\t12\t12\t0\t£410.00\t£16.40',
      'readerpicks-21\t2026-09\t3\t0\t0\t1\t£0.00\t-£1.20',
    ].join('\n');

    const report = parseAffiliateReport(text);

    expect(report).toMatchObject({
      program: 'uk',
      currency: 'GBP',
      grain: 'month',
      tags: ['emberhold-21', 'readerpicks-21'],
      period_from: '2026-09-01',
      period_to: '2026-11-30',
    });
    expect(figures(report).map((row) => [row.tag, row.period, row.clicks, row.returned_units, row.sales_amount, row.commission])).toEqual([
      ['emberhold-21', '2026-11-01', 1020, 2, '2310.40', '92.42'],
      ['emberhold-21', '2026-10-01', 990, 0, '410.00', '16.40'],
      ['readerpicks-21', '2026-09-01', 3, 1, '0.00', '-1.20'],
    ]);
  });

  it('reads a Canadian CSV with CDN$ amounts, a byte order mark and CRLF line ends', () => {
    const text =
      '\uFEFFTracking ID,Date,Items Ordered,Items Shipped,Revenue(CDN$),Earnings(CDN$)\r\n' +
      'emberhold0c-20,2026-11-03,3,3,CDN$ 75.00,CDN$ 3.00\r\n' +
      'emberhold0c-20,2026-11-04,1,1,CDN$ 5.00,CDN$ 0.20\r\n' +
      '\r\n';

    const report = parseAffiliateReport(text);

    expect(report.program).toBe('ca');
    expect(report.currency).toBe('CAD');
    expect(figures(report).map((row) => [row.period, row.clicks, row.returned_units, row.sales_amount, row.commission])).toEqual([
      ['2026-11-03', 0, 0, '75.00', '3.00'],
      ['2026-11-04', 0, 0, '5.00', '0.20'],
    ]);
  });

  it('reads UK dates day first, and US ones month first', () => {
    const header = 'Tracking ID,Date,Items Ordered,Items Shipped,Revenue,Earnings';
    expect(parseAffiliateReport(`${header}\nemberhold-21,03/11/2026,1,1,10.00,0.40\n`).rows[0]?.period).toBe('2026-11-03');
    expect(parseAffiliateReport(`${header}\nemberhold-20,03/11/2026,1,1,10.00,0.40\n`).rows[0]?.period).toBe('2026-03-11');
    expect(parseAffiliateReport(`${header}\nemberhold-20,"Nov 3, 2026",1,1,10.00,0.40\n`).rows[0]?.period).toBe('2026-11-03');
  });

  it('reads quoted fields with commas and doubled quotes, and subtags', () => {
    const text = [
      'Tracking ID,Date,"Sub Tag",Clicks,Items Ordered,Items Shipped,Items Returned,Revenue (USD),Total Earnings',
      '"emberhold-20","Nov 3, 2026","emb-3-k2x9",4,1,1,0,"$1,000.00","$40.00"',
      'emberhold-20,"Nov 3, 2026",emb-3,4,1,1,0,"$2,500.5",$100',
      'emberhold-20,"Nov 3, 2026","",9,0,0,0,$0.00,$0.00',
      'emberhold-20,"Nov 4, 2026","a""b,c",1,0,0,0,$0.00,$0.00',
    ].join('\n');

    const report = parseAffiliateReport(text);

    expect(figures(report).map((row) => [row.period, row.subtag, row.sales_amount, row.commission])).toEqual([
      ['2026-11-03', 'emb-3-k2x9', '1000.00', '40.00'],
      ['2026-11-03', 'emb-3', '2500.50', '100.00'],
      ['2026-11-03', '', '0.00', '0.00'],
      ['2026-11-04', 'a"b,c', '0.00', '0.00'],
    ]);
  });

  it('skips rows that are only empty cells, and reads dates written with a time', () => {
    const text = [
      'Tracking ID,Date,Items Ordered,Items Shipped,Revenue($),Earnings($)',
      'emberhold-20,2026-11-03 00:00:00,1,1,10.00,0.40',
      ',,,,,',
      'emberhold-20,2026-11-04T00:00:00Z,1,1,10.00,0.40',
      ',,,,,',
    ].join('\r\n');
    expect(parseAffiliateReport(text).rows.map((row) => [row.line, row.period])).toEqual([
      [2, '2026-11-03'],
      [4, '2026-11-04'],
    ]);
  });

  it('skips the retailer’s total row', () => {
    const text = [
      'Tracking ID,Date,Items Ordered,Items Shipped,Revenue($),Earnings($)',
      'emberhold-20,2026-11-03,1,1,10.00,0.40',
      'Total,,1,1,10.00,0.40',
    ].join('\n');
    expect(parseAffiliateReport(text).rows).toHaveLength(1);
  });
});

describe('which program a report is for', () => {
  const plain = (tag: string) => `Tracking ID,Date,Items Ordered,Items Shipped,Revenue,Earnings\n${tag},2026-11-03,1,1,10.00,0.40\n`;

  it('takes the program staff chose', () => {
    expect(parseAffiliateReport(plain('someone-20'), { program: 'ca' }).program).toBe('ca');
  });

  it('reads it from the currency, then the title, then the tags', () => {
    expect(parseAffiliateReport('Tracking ID,Date,Items Ordered,Items Shipped,Revenue(GBP),Earnings(GBP)\nx-20,2026-11-03,1,1,1.00,0.04\n').program).toBe('uk');
    expect(parseAffiliateReport(`Earnings (Amazon.ca)\n${plain('someone-20')}`).program).toBe('ca');
    expect(parseAffiliateReport(`Tracking ID Summary Report (Amazon.ca)\nTracking ID,Date,Items Ordered,Items Shipped,Revenue($),Earnings($)\nsomeone-20,2026-11-03,1,1,1.00,0.04\n`).program).toBe('ca');
    expect(parseAffiliateReport('Tracking ID,Date,Items Ordered,Items Shipped,Revenue($),Earnings($)\nsomeone-20,2026-11-03,1,1,1.00,0.04\n').program).toBe('us');
    expect(parseAffiliateReport(plain('someone-21')).program).toBe('uk');
    expect(parseAffiliateReport(plain('emberhold0c-20')).program).toBe('ca');
    expect(parseAffiliateReport(plain('someone-20')).program).toBe('us');
  });

  it('reads it from the file’s name when nothing inside tells', () => {
    expect(parseAffiliateReport(plain('someone'), { fileName: 'tracking-amazon.co.uk-2026-11.csv' }).program).toBe('uk');
    expect(refusal(plain('someone')).message).toBe(
      'The report does not say which program (country) it is for: no currency, no storefront in the title, and its tracking ids do not tell; choose the program.',
    );
  });

  it('refuses a title naming another storefront than the chosen program', () => {
    const error = refusal(`Earnings\nTracking ID Summary Report (Amazon.co.uk)\n${plain('someone-21')}`, { program: 'us' });
    expect(error.message).toBe('Line 2: the title names Amazon.co.uk, but the report is for Amazon.com.');
    expect(error.line).toBe(2);
  });

  it('refuses a currency that contradicts the chosen program, naming the column', () => {
    const error = refusal('Tracking ID,Date,Items Ordered,Items Shipped,Revenue(£),Earnings(£)\nx-21,2026-11-03,1,1,1.00,0.04\n', { program: 'us' });
    expect(error.message).toBe('The header (line 1), column "Revenue(£)": the amounts are in GBP, but the report is for Amazon.com (USD).');
    expect([error.line, error.column]).toEqual([1, 'Revenue(£)']);

    const cell = refusal('Tracking ID,Date,Items Ordered,Items Shipped,Revenue,Earnings\nx-21,2026-11-03,1,1,1.00,£0.04\n', { program: 'ca' });
    expect(cell.message).toBe('Line 2, column "Earnings": "£0.04" is in GBP, but the report is for Amazon.ca (CAD).');
  });

  it('refuses a report in two currencies', () => {
    const error = refusal('Tracking ID,Date,Items Ordered,Items Shipped,Revenue(USD),Earnings\nx-20,2026-11-03,1,1,1.00,£0.04\n');
    expect(error.message).toBe('Line 2, column "Earnings": amounts in GBP, but the header (line 1), column "Revenue(USD)" has USD; a report is in one currency.');
  });
});

describe('malformed reports are refused with the line and the column', () => {
  const header = 'Tracking ID,Date,Clicks,Items Ordered,Items Shipped,Returns,Revenue($),Earnings($)';
  const good = 'emberhold-20,2026-11-03,10,1,1,0,10.00,0.40';
  const file = (...rows: string[]) => ['Fee-Earnings reports from 01-11-2026 to 30-11-2026', header, ...rows].join('\n');

  it.each([
    ['a count that is not a number', 'emberhold-20,2026-11-04,10,1,abc,0,10.00,0.40', 'Line 4, column "Items Shipped": expected a whole number, got "abc".', 4, 'Items Shipped'],
    ['a negative count', 'emberhold-20,2026-11-04,10,1,1,-2,10.00,0.40', 'Line 4, column "Returns": expected a whole number, got "-2".', 4, 'Returns'],
    ['a fractional count', 'emberhold-20,2026-11-04,1.5,1,1,0,10.00,0.40', 'Line 4, column "Clicks": expected a whole number, got "1.5".', 4, 'Clicks'],
    ['a bad date', 'emberhold-20,2026-02-30,10,1,1,0,10.00,0.40', 'Line 4, column "Date": expected a date (YYYY-MM-DD or MM/DD/YYYY), got "2026-02-30".', 4, 'Date'],
    ['an empty date', 'emberhold-20,,10,1,1,0,10.00,0.40', 'Line 4, column "Date": expected a date (YYYY-MM-DD or MM/DD/YYYY), got an empty cell.', 4, 'Date'],
    ['a bad amount', 'emberhold-20,2026-11-04,10,1,1,0,12.3.4,0.40', 'Line 4, column "Revenue($)": expected an amount such as 1234.56, got "12.3.4".', 4, 'Revenue($)'],
    ['an amount with three decimals', 'emberhold-20,2026-11-04,10,1,1,0,10.00,0.405', 'Line 4, column "Earnings($)": expected an amount with at most two decimals, got "0.405".', 4, 'Earnings($)'],
    ['an invalid tag', 'ember hold,2026-11-04,10,1,1,0,10.00,0.40', 'Line 4, column "Tracking ID": expected a tracking id (letters, digits and hyphens, such as emberhold-20), got "ember hold".', 4, 'Tracking ID'],
    ['a month among days', 'emberhold-20,2026-11,10,1,1,0,10.00,0.40', 'Line 4, column "Date": "2026-11" is a month, but line 3 gives a day; a report is by day or by month, not both.', 4, 'Date'],
  ])('%s', (_name, row, message, line, column) => {
    const error = refusal(file(good, row));
    expect(error.message).toBe(message);
    expect([error.line, error.column]).toEqual([line, column]);
  });

  it('a month column holding a day that is not a month', () => {
    const error = refusal('Tracking ID,Month,Items Ordered,Items Shipped,Revenue,Earnings\nx-20,2026-11-01,1,1,1.00,0.04\nx-20,2026-11-15,1,1,1.00,0.04\n');
    expect(error.message).toBe('Line 3, column "Month": expected a month (YYYY-MM or Nov 2026), got "2026-11-15".');
  });

  it('a row with too few or too many fields', () => {
    expect(refusal(file(good, 'emberhold-20,2026-11-04,10,1,1,0,10.00')).message).toBe('Line 4 has 7 fields; the header (line 2) has 8.');
    expect(refusal(file(good, `${good.replace('11-03', '11-05')},9`)).message).toBe('Line 4 has 9 fields; the header (line 2) has 8.');
  });

  it('a row repeating an earlier row’s tag and period', () => {
    const error = refusal(file(good, 'emberhold-20,2026-11-04,1,1,1,0,1.00,0.04', good));
    expect(error.message).toBe('Line 5 repeats line 3 (tag emberhold-20, 2026-11-03).');
    expect(error.line).toBe(5);
  });

  it('a header missing a required column', () => {
    const error = refusal('Fee-Earnings reports\nTracking ID,Date,Clicks,Items Ordered,Revenue($),Earnings($)\nemberhold-20,2026-11-03,1,1,1.00,0.04\n');
    expect(error.message).toBe('The header (line 2) has no "Items Shipped" column.');
    expect([error.line, error.column]).toEqual([2, 'Items Shipped']);
    expect(refusal('Tracking ID,Clicks,Items Ordered,Items Shipped,Revenue,Earnings\nx-20,1,1,1,1.00,0.04\n').message).toBe(
      'The header (line 1) has no "Date" or "Month" column.',
    );
  });

  it('a file with no header, no rows, or nothing at all', () => {
    expect(refusal('just some text\nand more\n').message).toMatch(/^No header line found/);
    expect(refusal(`${header}\n\n`).message).toBe('The report has a header (line 1) but no rows.');
    expect(refusal('\uFEFF\r\n\r\n').message).toBe('The file is empty: it has no header line and no rows.');
  });

  it('a quoted field that is never closed', () => {
    const error = refusal(file(good, 'emberhold-20,"2026-11-04,10,1,1,0,10.00,0.40'));
    expect(error.message).toBe('Line 4, column "Date": a quoted field opened here is never closed.');
    expect([error.line, error.column]).toEqual([4, 'Date']);
    const early = refusal(file('emberhold-20,"2026-11-04,10,1,1,0,10.00,0.40', ...Array.from({ length: 50 }, (_, day) => good.replace('11-03', `12-${String(day % 28 + 1).padStart(2, '0')}`))));
    expect(early.line).toBe(3);
  });

  it('NUL characters and broken characters', () => {
    expect(refusal(file(good, 'emberhold-20,2026-11-04\u0000,10,1,1,0,10.00,0.40')).message).toBe(
      'Line 4: the file contains a NUL character; it is not a text report (save the report as CSV or tab-separated text).',
    );
    expect(refusal(file(good, 'emberhold-20\uD800,2026-11-04,10,1,1,0,10.00,0.40')).line).toBe(4);
  });

  it('more than 200,000 rows', () => {
    const rows: string[] = [];
    for (let i = 0; i < 200_001; i++) rows.push(`t${i}-20,2026-11-03,0,0,0,0,0.00,0.00`);
    const error = refusal([header, ...rows].join('\n'));
    expect(error.message).toBe('Line 200002: the report has more than 200,000 rows; split it into smaller files.');
  });
});

describe('writing report files', () => {
  const daily: AffiliateReportFileContent = {
    program: 'uk',
    grain: 'day',
    rows: [
      { tag: 'emberhold-21', period: '2026-11-03', subtag: 'emb-3-k2x9', clicks: 1200, ordered_units: 31, shipped_units: 30, returned_units: 2, sales_amount: '12345.60', commission: '493.82' },
      { tag: 'emberhold-21', period: '2026-11-03', subtag: '', clicks: 4, ordered_units: 0, shipped_units: 0, returned_units: 1, sales_amount: '0.00', commission: '-1.20' },
      { tag: 'readerpicks-21', period: '2026-11-12', clicks: 0, ordered_units: 1, shipped_units: 1, returned_units: 0, sales_amount: '9.99', commission: '0.40' },
    ],
  };
  const monthly = (program: 'us' | 'ca'): AffiliateReportFileContent => ({
    program,
    grain: 'month',
    rows: [
      { tag: program === 'us' ? 'emberhold-20' : 'emberhold0c-20', period: '2026-10-01', clicks: 5000, ordered_units: 100, shipped_units: 98, returned_units: 3, sales_amount: '4500.00', commission: '180.00' },
      { tag: program === 'us' ? 'emberhold-20' : 'emberhold0c-20', period: '2026-11-01', clicks: 4000, ordered_units: 80, shipped_units: 79, returned_units: 0, sales_amount: '3999.99', commission: '160.00' },
    ],
  });

  it.each<[string, AffiliateReportFileContent, AffiliateReportLayout]>([
    ['UK days, CSV with a title', daily, 'csv-title'],
    ['UK days, tab-separated', daily, 'tsv'],
    ['UK days, plain CSV', daily, 'csv'],
    ['US months, CSV with a title', monthly('us'), 'csv-title'],
    ['CA months, tab-separated', monthly('ca'), 'tsv'],
    ['CA months, plain CSV', monthly('ca'), 'csv'],
  ])('%s reads back as written', (_name, content, layout) => {
    const report = parseAffiliateReport(formatAffiliateReport(content, layout));
    expect(report.program).toBe(content.program);
    expect(report.grain).toBe(content.grain);
    expect(report.rows.map(({ line: _line, grain: _grain, ...row }) => row)).toEqual(
      content.rows.map((row) => ({ ...row, subtag: row.subtag ?? '' })),
    );
  });

  const programs = ['us', 'uk', 'ca'] as const;
  const grains = ['day', 'month'] as const;
  const layouts = ['csv-title', 'tsv', 'csv'] as const;
  it.each(programs.flatMap((program) => grains.flatMap((grain) => layouts.map((layout) => [program, grain, layout] as const))))(
    '%s %s rows in the %s layout read back as written',
    (program, grain, layout) => {
      const tag = AFFILIATE_PROGRAMS[program].tag;
      const periods = grain === 'day' ? ['2026-01-31', '2026-02-01', '2026-12-09'] : ['2026-01-01', '2026-02-01', '2026-12-01'];
      const content: AffiliateReportFileContent = {
        program,
        grain,
        rows: periods.flatMap((period, index) => [
          { tag, period, subtag: '', clicks: 1000 * index, ordered_units: index, shipped_units: index, returned_units: 1, sales_amount: `${1234567 * index}.0${index}`, commission: `-${index}.5${index}` },
          { tag, period, subtag: `emb-${index}-v${index}`, clicks: 3, ordered_units: 1, shipped_units: 0, returned_units: 0, sales_amount: '0.99', commission: '0.04' },
        ]),
      };
      const report = parseAffiliateReport(formatAffiliateReport(content, layout));
      expect([report.program, report.grain, report.period_from, report.period_to]).toEqual([
        program,
        grain,
        periods[0],
        grain === 'day' ? '2026-12-09' : '2026-12-31',
      ]);
      expect(report.rows.map(({ line: _line, grain: _grain, ...row }) => row)).toEqual(content.rows);
    },
  );

  it('writes the storefront’s own layout', () => {
    const text = formatAffiliateReport(daily, 'csv-title');
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'Fee-Earnings reports (Amazon.co.uk) from 03-11-2026 to 12-11-2026',
      'Tracking ID,Date,Sub Tag,Clicks,Items Ordered,Items Shipped,Items Returned,Revenue(£),Earnings(£)',
      'emberhold-21,03/11/2026,emb-3-k2x9,1200,31,30,2,12345.60,493.82',
    ]);
    expect(formatAffiliateReport(daily, 'tsv').split('\n')[2]).toBe('emberhold-21\t2026-11-03\temb-3-k2x9\t1200\t31\t30\t2\t£12,345.60\t£493.82');
  });
});
