import { formatPerformance } from '../lib/format';
import { meterFill, performanceTone } from '../lib/campaign-figures';
import styles from './dashboard.module.css';

const VERDICTS = { above: 'above expected', even: 'as expected', below: 'below expected', none: 'no impressions yet' } as const;
const SIGNS = { above: '▲ ', even: '', below: '▼ ', none: '' } as const;

interface PerformanceMeterProps {
  label: string;
  /** Percent of what was expected (100 = as expected). */
  percent: number;
  impressions: number;
  flashing: boolean;
  figure: string;
}

/**
 * A performance against what a typical native ad earns: the percentage, a word that says above or below (colour is
 * never the only sign) and a bar from 0 to 200% with 100% marked in its middle.
 */
export function PerformanceMeter({ label, percent, impressions, flashing, figure }: PerformanceMeterProps) {
  const tone = performanceTone(percent, impressions);
  return (
    <li className={`${styles.meter} ${flashing ? styles.flash : ''}`} data-tone={tone} data-figure={figure} data-flashing={flashing || undefined}>
      <div className={styles.meterTop}>
        <span className={styles.figureLabel}>{label}</span>
        <span className={styles.meterVerdict}>
          <span aria-hidden="true">{SIGNS[tone]}</span>
          {VERDICTS[tone]}
        </span>
      </div>
      <p className={styles.figureValue}>{formatPerformance(percent)}</p>
      <div className={styles.meterTrack} aria-hidden="true">
        <div className={styles.meterFill} style={{ width: `${meterFill(percent)}%` }} />
      </div>
      <div className={styles.meterScale} aria-hidden="true">
        <span>0%</span>
        <span>100%</span>
        <span>200%</span>
      </div>
    </li>
  );
}
