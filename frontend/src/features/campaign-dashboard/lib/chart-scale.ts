/** One bucket of GET /api/user/campaign/{id}/metrics: its start ('YYYY-MM-DD hh:mm:ss', UTC) and counts. */
export interface MetricsBucket {
  bucket: string;
  impressions: number;
  clicks: number;
  saves: number;
  ctr: number;
}

export type BucketSize = 'hour' | 'day';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** A bucket's start as the API writes it (UTC, seconds): '2026-03-04 14:00:00'. */
export function bucketName(time: number): string {
  return new Date(time).toISOString().slice(0, 19).replace('T', ' ');
}

function bucketStart(time: number, size: BucketSize): number {
  const step = size === 'hour' ? HOUR_MS : DAY_MS;
  return Math.floor(time / step) * step;
}

/**
 * Every bucket from `from` to `to`, the API's sparse answer filled in with zeros, so the chart's x axis is time and
 * a quiet hour reads as a dip rather than disappearing. Buckets the range does not cover are dropped.
 */
export function fillBuckets(buckets: readonly MetricsBucket[], size: BucketSize, from: string, to: string): MetricsBucket[] {
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return [...buckets];
  // Read the names the way they are made here, whatever fraction or separator the store wrote them with.
  const byName = new Map(buckets.map((bucket) => [bucket.bucket.slice(0, 19).replace('T', ' '), bucket]));
  const step = size === 'hour' ? HOUR_MS : DAY_MS;
  const filled: MetricsBucket[] = [];
  // The last bucket is the one `to` falls in (the range is half-open: `to` itself is not counted).
  for (let time = bucketStart(start, size); time < end; time += step) {
    const name = bucketName(time);
    const found = byName.get(name);
    filled.push(found ? { ...found, bucket: name } : { bucket: name, impressions: 0, clicks: 0, saves: 0, ctr: 0 });
  }
  return filled;
}

/**
 * The top of a y axis for counts up to `max`: the next 1, 2 or 5 times a power of ten, so the gridlines fall on round
 * numbers; at least 1 (an empty chart still has an axis) and a whole number (counts are).
 */
export function niceCeiling(max: number): number {
  if (!Number.isFinite(max) || max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const factor of [1, 2, 5, 10]) {
    const ceiling = factor * power;
    if (ceiling >= max) return Math.max(1, Math.ceil(ceiling));
  }
  return Math.ceil(10 * power);
}

/** The gridline values of an axis topped at `ceiling`: 0, the middle when it is a whole number, and the top. */
export function axisTicks(ceiling: number): number[] {
  const middle = ceiling / 2;
  return Number.isInteger(middle) && middle > 0 ? [0, middle, ceiling] : [0, ceiling];
}

export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where each value sits in the plot: spread evenly left to right (one point is centred), 0 at the bottom, `ceiling` at the top. */
export function plotPoints(values: readonly number[], ceiling: number, area: PlotArea): Array<{ x: number; y: number }> {
  const top = ceiling > 0 ? ceiling : 1;
  const stepX = values.length > 1 ? area.width / (values.length - 1) : 0;
  return values.map((value, index) => {
    const share = Math.min(1, Math.max(0, value / top));
    return {
      x: round(values.length > 1 ? area.left + index * stepX : area.left + area.width / 2),
      y: round(area.top + area.height * (1 - share)),
    };
  });
}

/** An SVG path through the points (M, then L to each). */
export function linePath(points: ReadonlyArray<{ x: number; y: number }>): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
}

const round = (value: number) => Math.round(value * 10) / 10;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A bucket as a reader reads it, in UTC like the buckets themselves: 'Mar 4' for a day, 'Mar 4, 14:00' for an hour. */
export function bucketLabel(bucket: string, size: BucketSize): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(bucket);
  if (!match) return bucket;
  const day = `${MONTHS[Number(match[2]) - 1] ?? match[2]} ${Number(match[3])}`;
  return size === 'day' ? day : `${day}, ${match[4]}:${match[5]}`;
}

/** A short label for the x axis under the chart: the day for days; for hours the time, with the day at midnight. */
export function axisLabel(bucket: string, size: BucketSize): string {
  if (size === 'day') return bucketLabel(bucket, 'day');
  const time = bucket.slice(11, 16);
  return time === '00:00' ? bucketLabel(bucket, 'day') : time;
}

/** Which buckets get an x-axis label: about `wanted` of them, evenly spaced, always the first and the last. */
export function labelledIndexes(count: number, wanted = 6): number[] {
  if (count <= 0) return [];
  if (count <= wanted) return [...Array(count).keys()];
  const step = Math.ceil((count - 1) / (wanted - 1));
  const indexes: number[] = [];
  for (let index = 0; index < count - 1; index += step) indexes.push(index);
  // Keep the last label clear of the one before it.
  if (count - 1 - (indexes.at(-1) ?? 0) < step * 0.6) indexes.pop();
  indexes.push(count - 1);
  return indexes;
}
