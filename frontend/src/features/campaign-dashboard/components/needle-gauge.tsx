import { needleRotation } from '../lib/campaign-figures';
import styles from './dashboard.module.css';

interface NeedleGaugeProps {
  /** How far from expected, in points: 0 is upright, -99..99 turn the needle left or right (clamped beyond). */
  value: number;
  /** What the gauge says in words, for those who cannot see the needle. */
  label: string;
}

/**
 * Spec section 9: a half-dial whose needle turns 0.9 degrees for each point of the value, the value clamped within
 * ±99, so the needle stays within ±90 degrees (flat left to flat right), upright at 0.
 */
export function NeedleGauge({ value, label }: NeedleGaugeProps) {
  const rotation = needleRotation(value);
  return (
    <svg className={styles.gauge} viewBox="0 0 120 68" role="img" aria-label={label} data-needle-gauge="">
      <path className={styles.gaugeLow} d="M 10 60 A 50 50 0 0 1 37.3 15.45" />
      <path className={styles.gaugeAmber} d="M 37.3 15.45 A 50 50 0 0 1 52.18 10.62" />
      <path className={styles.gaugeGood} d="M 52.18 10.62 A 50 50 0 0 1 110 60" />
      <g transform={`rotate(${rotation} 60 60)`} data-needle="" data-rotation={rotation.toFixed(1)}>
        <line className={styles.gaugeNeedle} x1="60" y1="60" x2="60" y2="16" />
      </g>
      <circle className={styles.gaugeHub} cx="60" cy="60" r="4" />
    </svg>
  );
}
