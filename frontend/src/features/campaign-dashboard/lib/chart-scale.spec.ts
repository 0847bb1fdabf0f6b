import { axisLabel, axisTicks, bucketLabel, fillBuckets, labelledIndexes, linePath, niceCeiling, plotPoints } from './chart-scale';

describe('chart scaling', () => {
  it('tops an axis at the next 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(10)).toBe(10);
    expect(niceCeiling(11)).toBe(20);
    expect(niceCeiling(130)).toBe(200);
    expect(niceCeiling(4_900)).toBe(5_000);
  });

  it('draws gridlines at 0, the middle when it is whole, and the top', () => {
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(5)).toEqual([0, 5]);
    expect(axisTicks(200)).toEqual([0, 100, 200]);
  });

  it('spreads the values over the plot with 0 at the bottom and the ceiling at the top', () => {
    const area = { left: 40, top: 10, width: 200, height: 100 };
    expect(plotPoints([0, 5, 10], 10, area)).toEqual([
      { x: 40, y: 110 },
      { x: 140, y: 60 },
      { x: 240, y: 10 },
    ]);
    // One value sits in the middle; nothing goes outside the plot.
    expect(plotPoints([3], 10, area)).toEqual([{ x: 140, y: 80 }]);
    expect(plotPoints([20, -1], 10, area).map((point) => point.y)).toEqual([10, 110]);
  });

  it('draws a line through the points', () => {
    expect(linePath([{ x: 0, y: 10 }, { x: 5, y: 2.5 }])).toBe('M0 10 L5 2.5');
    expect(linePath([])).toBe('');
  });

  it('labels about as many buckets as fit, always the first and the last', () => {
    expect(labelledIndexes(0)).toEqual([]);
    expect(labelledIndexes(4, 6)).toEqual([0, 1, 2, 3]);
    expect(labelledIndexes(31, 6)).toEqual([0, 6, 12, 18, 24, 30]);
    expect(labelledIndexes(48, 6)).toEqual([0, 10, 20, 30, 40, 47]);
    expect(labelledIndexes(32, 6)).toEqual([0, 7, 14, 21, 31]);
    expect(labelledIndexes(31, 10)).toEqual([0, 4, 8, 12, 16, 20, 24, 30]);
  });
});

describe('buckets over time', () => {
  it('fills the days the API left out with zeros, from the first day of the range to the day `to` falls in', () => {
    const filled = fillBuckets(
      [{ bucket: '2026-03-02 00:00:00', impressions: 40, clicks: 2, saves: 1, ctr: 5 }],
      'day',
      '2026-03-01T09:30:00.000Z',
      '2026-03-04T09:30:00.000Z',
    );
    expect(filled.map((bucket) => [bucket.bucket, bucket.impressions])).toEqual([
      ['2026-03-01 00:00:00', 0],
      ['2026-03-02 00:00:00', 40],
      ['2026-03-03 00:00:00', 0],
      ['2026-03-04 00:00:00', 0],
    ]);
  });

  it('fills hours, reading bucket names written with fractions of a second', () => {
    const filled = fillBuckets([{ bucket: '2026-03-01 11:00:00.000', impressions: 3, clicks: 1, saves: 0, ctr: 33.3 }], 'hour', '2026-03-01T10:15:00.000Z', '2026-03-01T12:15:00.000Z');
    expect(filled.map((bucket) => [bucket.bucket, bucket.clicks])).toEqual([
      ['2026-03-01 10:00:00', 0],
      ['2026-03-01 11:00:00', 1],
      ['2026-03-01 12:00:00', 0],
    ]);
  });

  it('names buckets for readers and for the axis', () => {
    expect(bucketLabel('2026-03-04 00:00:00', 'day')).toBe('Mar 4');
    expect(bucketLabel('2026-03-04 14:00:00', 'hour')).toBe('Mar 4, 14:00');
    expect(axisLabel('2026-03-04 14:00:00', 'hour')).toBe('14:00');
    expect(axisLabel('2026-03-05 00:00:00', 'hour')).toBe('Mar 5');
  });
});
