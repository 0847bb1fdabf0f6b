import type { AffiliateTagReportDto } from '@emberhold/contracts';
import { useId } from 'react';
import { formatMoney, monthLabel } from '../lib/affiliate-figures';
import styles from './affiliates.module.css';

const WIDTH = 720;
const HEIGHT = 220;
const TOP = 22;
const BOTTOM = 28;
const LEFT = 8;

/**
 * The commission of one tag by month as an SVG bar chart, oldest month first, as the retailer's own reports chart it.
 * The chart is one image to assistive technology, named by its title and described by every month's figure (the
 * table beside it has the same figures to read cell by cell).
 */
export function CommissionChart({ report }: { report: AffiliateTagReportDto }) {
  const id = useId();
  const months = [...report.months].reverse();
  const values = months.map((month) => Math.max(0, Number(month.commission) || 0));
  const highest = Math.max(...values, 0);
  const slot = (WIDTH - LEFT * 2) / Math.max(months.length, 1);
  const barWidth = Math.min(48, slot * 0.7);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const description = months.map((month) => `${monthLabel(month.year_month)}: ${formatMoney(month.commission, report.currency)}`).join('; ');
  const title = `Commission by month for ${report.tag}`;

  return (
    <figure className={styles.chart} data-commission-chart={report.tag}>
      <svg
        className={styles.chartSvg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{`${description}.`}</desc>
        <line className={styles.chartAxis} x1={LEFT} x2={WIDTH - LEFT} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
        {months.map((month, index) => {
          const value = values[index] ?? 0;
          const height = highest === 0 ? 0 : (value / highest) * plotHeight;
          const centre = LEFT + slot * index + slot / 2;
          return (
            <g key={month.year_month} aria-hidden="true">
              <rect className={styles.chartBar} x={centre - barWidth / 2} y={HEIGHT - BOTTOM - height} width={barWidth} height={Math.max(height, value > 0 ? 1 : 0)} rx={3} />
              <text className={styles.chartValue} x={centre} y={HEIGHT - BOTTOM - height - 6} textAnchor="middle">
                {formatMoney(month.commission, report.currency)}
              </text>
              <text className={styles.chartLabel} x={centre} y={HEIGHT - 9} textAnchor="middle">
                {monthLabel(month.year_month)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
