import { formatPerformance } from '../lib/format';
import { needleValue, performanceTone } from '../lib/campaign-figures';
import { NeedleGauge } from './needle-gauge';
import styles from './dashboard.module.css';

const VERDICTS = { above: 'above expected', even: 'on track', amber: 'a little behind', below: 'below expected', none: 'no impressions yet' } as const;
const SIGNS = { above: '▲ ', even: '', amber: '▼ ', below: '▼ ', none: '' } as const;

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
 * never the only sign) and a needle gauge, upright at 100%, flat left at 1% and flat right at 199% and over.
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
      <NeedleGauge value={tone === 'none' ? 0 : needleValue(percent)} label={`${label}: ${formatPerformance(percent)} of expected, ${VERDICTS[tone]}`} />
      <div className={styles.meterScale} aria-hidden="true">
        <span>1%</span>
        <span>100%</span>
        <span>199%+</span>
      </div>
    </li>
  );
}
