import { formatCsv, formatJson, formatResult, formatTable, isNumericType, TABLE_CELL_LIMIT, type AnalystResult } from './analyst-result';

const ctr: AnalystResult = {
  columns: [
    { name: 'post_id', type: 'UInt64' },
    { name: 'title', type: 'String' },
    { name: 'impressions', type: 'UInt64' },
    { name: 'ctr', type: 'Float64' },
  ],
  rows: [
    ['7', 'Ember lantern', '1200', 0.0583],
    ['12', 'Wyrm mug', '87', 0.1149],
  ],
  elapsed: 0.0123,
};

describe('analyst result formatting', () => {
  it('prints an aligned table: header, rule, numbers right-aligned, text left-aligned, then the row count', () => {
    expect(formatTable(ctr)).toBe(
      [
        ' post_id | title         | impressions |    ctr',
        '---------+---------------+-------------+--------',
        '       7 | Ember lantern |        1200 | 0.0583',
        '      12 | Wyrm mug      |          87 | 0.1149',
        '(2 rows, 0.012 s)',
        '',
      ].join('\n'),
    );
  });

  it('says "1 row", and leaves the time out when the engine did not report it', () => {
    const text = formatTable({ columns: [{ name: 'n', type: 'UInt64' }], rows: [['3']] });
    expect(text.split('\n')).toEqual([' n', '---', ' 3', '(1 row)', '']);
  });

  it('prints the header of an empty result', () => {
    expect(formatTable({ columns: [{ name: 'day', type: 'Date' }, { name: 'clicks', type: 'UInt64' }], rows: [], elapsed: 0 })).toBe(
      [' day | clicks', '-----+--------', '(0 rows, 0.000 s)', ''].join('\n'),
    );
  });

  it('shows NULL, arrays and maps as text, keeps a row on one line and cuts long values in the table only', () => {
    const long = 'x'.repeat(TABLE_CELL_LIMIT + 20);
    const result: AnalystResult = {
      columns: [
        { name: 'referrers', type: 'Array(String)' },
        { name: 'note', type: 'Nullable(String)' },
        { name: 'payload', type: 'String' },
      ],
      rows: [
        [['t.co', 'www.pinterest.com'], null, 'line one\nline\ttwo'],
        [[], 'ok', long],
      ],
    };
    const lines = formatTable(result).split('\n');
    expect(lines[2]).toBe(' ["t.co","www.pinterest.com"] | NULL | line one\\nline\\ttwo');
    expect(lines[3]).toContain(`${'x'.repeat(TABLE_CELL_LIMIT - 1)}…`);
    expect(lines[3]).not.toContain('x'.repeat(TABLE_CELL_LIMIT));
    expect(lines[5]).toBe(`(values longer than ${TABLE_CELL_LIMIT} characters are cut; --format csv or json prints them whole)`);
    expect(formatCsv(result)).toContain(long);
  });

  it('right-aligns every numeric type, also inside Nullable and LowCardinality', () => {
    for (const type of ['UInt8', 'Int64', 'UInt256', 'Float32', 'Decimal(18, 4)', 'Decimal64(2)', 'Nullable(UInt64)', 'LowCardinality(Nullable(Int32))']) {
      expect([type, isNumericType(type)]).toEqual([type, true]);
    }
    for (const type of ['String', 'Date', "DateTime64(3, 'UTC')", 'UUID', 'Array(UInt64)', 'LowCardinality(String)', 'Bool']) {
      expect([type, isNumericType(type)]).toEqual([type, false]);
    }
  });

  it('writes CSV with a header line, quoting only where needed, NULL as an empty field', () => {
    const result: AnalystResult = {
      columns: [
        { name: 'referrer', type: 'String' },
        { name: 'sessions', type: 'UInt64' },
        { name: 'note', type: 'Nullable(String)' },
      ],
      rows: [
        ['www.pinterest.com', '16', null],
        ['say "hi", then go', '2', 'two\nlines'],
      ],
    };
    expect(formatCsv(result)).toBe('referrer,sessions,note\nwww.pinterest.com,16,\n"say ""hi"", then go",2,"two\nlines"\n');
  });

  it('writes JSON as an array of row objects, one per line, values as ClickHouse gave them', () => {
    expect(formatJson(ctr)).toBe(
      '[\n{"post_id":"7","title":"Ember lantern","impressions":"1200","ctr":0.0583},\n{"post_id":"12","title":"Wyrm mug","impressions":"87","ctr":0.1149}\n]\n',
    );
    expect(JSON.parse(formatJson(ctr))).toHaveLength(2);
    expect(formatJson({ columns: [{ name: 'n', type: 'UInt64' }], rows: [] })).toBe('[]\n');
  });

  it('picks the formatter by name', () => {
    expect(formatResult(ctr, 'table')).toBe(formatTable(ctr));
    expect(formatResult(ctr, 'csv')).toBe(formatCsv(ctr));
    expect(formatResult(ctr, 'json')).toBe(formatJson(ctr));
  });
});
