import { ctrFigure, ctrPercent, debugView, formatDebugDate, formatScore } from './debug-stats';
import { DebugRecordParseError, isPostDebugRecord, readDebugRecord, type PostDebugRecord } from './post-debug-record';

const record: PostDebugRecord = {
  id: 42,
  first_published: '2024-03-12T09:05:00.000Z',
  published: '2024-11-02T18:30:00.000Z',
  saves: 1234,
  clicks: 30,
  impressions: 1200,
  mobile_clicks: 10,
  mobile_impressions: 200,
  earnings_score: 0.123456,
  week_score: 2,
  editorial_clicks: 0,
  editorial_impressions: 0,
  mobile_editorial_clicks: 0,
  mobile_editorial_impressions: 0,
  postpage_clicks: 1,
  postpage_impressions: 3,
  mobile_postpage_clicks: 0,
  mobile_postpage_impressions: 0,
};

describe('debug panel figures', () => {
  it('shows a click-through rate in percent with two decimals', () => {
    expect(ctrPercent(30, 1200)).toBe('2.50%');
    expect(ctrPercent(1, 3)).toBe('33.33%');
    expect(ctrPercent(2, 3)).toBe('66.67%');
    expect(ctrPercent(5, 5)).toBe('100.00%');
  });

  it('reads 0.00% when there are no impressions', () => {
    expect(ctrPercent(0, 0)).toBe('0.00%');
    expect(ctrPercent(3, 0)).toBe('0.00%');
    expect(ctrPercent(Number.NaN, 10)).toBe('0.00%');
  });

  it('splits desktop from mobile only when there are mobile figures, desktop being the total less mobile', () => {
    expect(ctrFigure({ clicks: 30, impressions: 1200 }, { clicks: 10, impressions: 200 })).toEqual({
      ctr: '2.50%',
      clicks: 30,
      impressions: 1200,
      split: { desktop: '2.00%', mobile: '5.00%' },
    });
    expect(ctrFigure({ clicks: 1, impressions: 3 }, { clicks: 0, impressions: 0 })).toEqual({ ctr: '33.33%', clicks: 1, impressions: 3 });
    expect(ctrFigure({ clicks: 0, impressions: 50 }, { clicks: 0, impressions: 50 }).split).toEqual({ desktop: '0.00%', mobile: '0.00%' });
  });

  it('never shows a negative desktop figure for a skewed record', () => {
    expect(ctrFigure({ clicks: 1, impressions: 10 }, { clicks: 2, impressions: 20 }).split).toEqual({ desktop: '0.00%', mobile: '10.00%' });
  });

  it('shows the earnings and week scores with four decimals', () => {
    expect(formatScore(0.123456)).toBe('0.1235');
    expect(formatScore(2)).toBe('2.0000');
    expect(formatScore(Number.POSITIVE_INFINITY)).toBe('–');
  });

  it('shows dates readably, and a post never published as never', () => {
    expect(formatDebugDate('2024-03-12T09:05:00.000Z', 'UTC')).toBe('12 Mar 2024, 09:05');
    expect(formatDebugDate(null)).toBe('never');
    expect(formatDebugDate('not a date')).toBe('–');
  });

  it('formats a whole record for the panel', () => {
    expect(debugView(record, 'UTC')).toEqual({
      postId: 42,
      firstPublished: '12 Mar 2024, 09:05',
      published: '2 Nov 2024, 18:30',
      saves: '1,234',
      list: { ctr: '2.50%', clicks: 30, impressions: 1200, split: { desktop: '2.00%', mobile: '5.00%' } },
      editorial: { ctr: '0.00%', clicks: 0, impressions: 0 },
      postpage: { ctr: '33.33%', clicks: 1, impressions: 3 },
      earningsScore: '0.1235',
      weekScore: '2.0000',
    });
  });
});

describe('reading the debug response', () => {
  it('accepts the record of the post asked about', () => {
    expect(readDebugRecord({ meta: { status: 'success' }, data: record }, 42)).toBe(record);
    expect(isPostDebugRecord({ ...record, first_published: null, published: null })).toBe(true);
  });

  it('rejects a body that is not a debug record', () => {
    expect(() => readDebugRecord({ meta: { status: 'success' } }, 42)).toThrow(DebugRecordParseError);
    expect(() => readDebugRecord({ data: { ...record, clicks: '30' } }, 42)).toThrow(DebugRecordParseError);
    expect(() => readDebugRecord({ data: { ...record, published: 'yesterday' } }, 42)).toThrow(DebugRecordParseError);
    expect(() => readDebugRecord(null, 42)).toThrow(DebugRecordParseError);
    const { week_score: _missing, ...withoutWeekScore } = record;
    expect(isPostDebugRecord(withoutWeekScore)).toBe(false);
  });

  it('rejects the record of another post', () => {
    expect(() => readDebugRecord({ data: record }, 7)).toThrow('describes post 42');
  });
});
