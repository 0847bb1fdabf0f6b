import type { CampaignFigures } from '@emberhold/contracts';
import { performanceTone } from '../lib/campaign-figures';
import { formatCount, formatPerformance, formatRate } from '../lib/format';
import styles from './dashboard.module.css';

const HEADINGS = ['Impressions', 'Clicks', 'CTR', 'Saves', 'Performance'] as const;

/** The column headings of a campaign's figures in a table, in the order FigureCells fills them. */
export function FigureHeadings() {
  return (
    <>
      {HEADINGS.map((heading) => (
        <th key={heading} scope="col" className={styles.num}>
          {heading}
        </th>
      ))}
    </>
  );
}

/** A campaign's (or a breakdown row's) impressions, clicks, CTR, saves and performance as table cells. */
export function FigureCells({ figures }: { figures: CampaignFigures }) {
  const tone = performanceTone(figures.performance, figures.impressions);
  return (
    <>
      <td className={styles.num}>{formatCount(figures.impressions)}</td>
      <td className={styles.num}>{formatCount(figures.clicks)}</td>
      <td className={styles.num}>{formatRate(figures.ctr)}</td>
      <td className={styles.num}>{formatCount(figures.saves)}</td>
      <td className={`${styles.num} ${tone === 'above' ? styles.above : tone === 'amber' ? styles.amber : tone === 'below' ? styles.below : ''}`}>{formatPerformance(figures.performance)}</td>
    </>
  );
}
