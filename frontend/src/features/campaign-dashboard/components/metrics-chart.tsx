import { useId, useLayoutEffect, useRef, useState } from 'react';
import { countOf, formatCount, formatRate } from '../lib/format';
import { axisLabel, axisTicks, bucketLabel, labelledIndexes, linePath, niceCeiling, plotPoints, type BucketSize, type MetricsBucket } from '../lib/chart-scale';
import styles from './metrics-chart.module.css';

interface MetricsChartProps {
  buckets: readonly MetricsBucket[];
  size: BucketSize;
  /** What the chart covers, for its name: "the last 30 days". */
  rangeLabel: string;
}

const HEIGHT = 236;
const MARGIN = { left: 48, right: 14, top: 24 };
const PANEL_HEIGHT = 64;
const PANEL_GAP = 44;
const SERIES = [
  { key: 'impressions', label: 'Impressions', className: styles.impressions },
  { key: 'clicks', label: 'Clicks', className: styles.clicks },
] as const;

/**
 * Impressions and clicks over time, drawn by hand in SVG (no chart library: the dashboard's chunk stays small). The
 * two are counted on very different scales, so each has its own panel and axis over the same time line. The SVG is
 * one image with a name and a summary for screen readers; the numbers themselves are in the table under it.
 */
export function MetricsChart({ buckets, size, rangeLabel }: MetricsChartProps) {
  const titleId = useId();
  const descId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);

  // Drawn at the width it is shown at, so the text stays its size on a phone and on a wide screen.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(280, Math.round(element.clientWidth)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const plotWidth = width - MARGIN.left - MARGIN.right;
  const totals = { impressions: 0, clicks: 0 };
  for (const bucket of buckets) {
    totals.impressions += bucket.impressions;
    totals.clicks += bucket.clicks;
  }
  const busiest = buckets.reduce<MetricsBucket | null>((best, bucket) => (!best || bucket.impressions > best.impressions ? bucket : best), null);
  const labels = labelledIndexes(buckets.length, Math.max(2, Math.floor(plotWidth / 96)));
  // Every panel spreads the buckets over the same x positions; the time labels sit under them.
  const xs = plotPoints(buckets.map(() => 0), 1, { left: MARGIN.left, top: 0, width: plotWidth, height: 0 }).map((point) => point.x);
  const per = size === 'day' ? 'day' : 'hour';
  const summary =
    `${countOf(totals.impressions, 'impression')} and ${countOf(totals.clicks, 'click')} over ${rangeLabel}` +
    (busiest && busiest.impressions > 0 ? `; the busiest ${per} was ${bucketLabel(busiest.bucket, size)} with ${countOf(busiest.impressions, 'impression')}.` : '.');

  return (
    <figure className={styles.chart}>
      <div ref={frame} className={styles.frame}>
        <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} data-metrics-chart={size}>
          <title id={titleId}>{`Impressions and clicks per ${per}, ${rangeLabel}`}</title>
          <desc id={descId}>{summary}</desc>
          {SERIES.map((series, panel) => {
            const top = MARGIN.top + panel * (PANEL_HEIGHT + PANEL_GAP);
            const area = { left: MARGIN.left, top, width: plotWidth, height: PANEL_HEIGHT };
            const values = buckets.map((bucket) => bucket[series.key]);
            const ceiling = niceCeiling(Math.max(0, ...values));
            const points = plotPoints(values, ceiling, area);
            const line = linePath(points);
            const last = points.at(-1);
            const first = points[0];
            return (
              <g key={series.key} className={series.className} aria-hidden="true">
                <text className={styles.panelLabel} x={MARGIN.left} y={top - 9}>
                  {series.label}
                </text>
                {axisTicks(ceiling).map((tick) => {
                  const y = top + PANEL_HEIGHT * (1 - tick / ceiling);
                  return (
                    <g key={tick}>
                      <line className={tick === 0 ? styles.baseline : styles.grid} x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y} y2={y} />
                      <text className={styles.tick} x={MARGIN.left - 8} y={y} dy="0.32em" textAnchor="end">
                        {formatCount(tick)}
                      </text>
                    </g>
                  );
                })}
                {first && last && points.length > 1 && (
                  <path className={styles.area} d={`${line} L${last.x} ${top + PANEL_HEIGHT} L${first.x} ${top + PANEL_HEIGHT} Z`} />
                )}
                {points.length > 1 && <path className={styles.line} d={line} />}
                {last && <circle className={styles.dot} cx={last.x} cy={last.y} r={3.5} />}
              </g>
            );
          })}
          <g aria-hidden="true">
            {labels.map((index) => {
              const bucket = buckets[index];
              const x = xs[index];
              if (!bucket || x === undefined) return null;
              const anchor = index === 0 && buckets.length > 1 ? 'start' : index === buckets.length - 1 && buckets.length > 1 ? 'end' : 'middle';
              return (
                <text key={bucket.bucket} className={styles.tick} x={x} y={HEIGHT - 6} textAnchor={anchor}>
                  {axisLabel(bucket.bucket, size)}
                </text>
              );
            })}
          </g>
        </svg>
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.key}>
          <span className={`${styles.swatch} ${styles.impressions}`} aria-hidden="true" /> Impressions
        </span>
        <span className={styles.key}>
          <span className={`${styles.swatch} ${styles.clicks}`} aria-hidden="true" /> Clicks
        </span>
        <span className={styles.note}>Times in UTC</span>
      </figcaption>
      <details className={styles.tableToggle}>
        <summary>Show these figures as a table</summary>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{`Impressions, clicks, CTR and saves per ${per}, ${rangeLabel}`}</caption>
            <thead>
              <tr>
                <th scope="col">{size === 'day' ? 'Day' : 'Hour (UTC)'}</th>
                <th scope="col">Impressions</th>
                <th scope="col">Clicks</th>
                <th scope="col">CTR</th>
                <th scope="col">Saves</th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((bucket) => (
                <tr key={bucket.bucket}>
                  <th scope="row">{bucketLabel(bucket.bucket, size)}</th>
                  <td>{formatCount(bucket.impressions)}</td>
                  <td>{formatCount(bucket.clicks)}</td>
                  <td>{formatRate(bucket.ctr)}</td>
                  <td>{formatCount(bucket.saves)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
