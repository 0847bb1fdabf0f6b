import { useId } from 'react';
import { Link } from 'react-router';
import styles from './logo.module.css';

interface LogoProps {
  homeHref: string;
  compact?: boolean;
  onNavigate?: () => void;
}

/** The Emberhold mark: a keep's gate with an ember burning in the arch. */
export function Logo({ homeHref, compact = false, onNavigate }: LogoProps) {
  // Each instance needs its own gradient id: a url(#id) that resolves into the hidden desktop masthead paints nothing.
  const gradientId = `${useId()}flame`;
  return (
    <Link to={homeHref} className={`${styles.logo} ${compact ? styles.compact : ''}`} aria-label="Emberhold Gifts home" onClick={onNavigate}>
      <svg className={styles.mark} viewBox="0 0 40 44" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffd27a" />
            <stop offset="0.55" stopColor="#ff8a3d" />
            <stop offset="1" stopColor="#d9531e" />
          </linearGradient>
        </defs>
        <path
          className={styles.keep}
          d="M4 42V12h5v5h5v-5h4v5h4v-5h4v5h5v-5h5v30H26V30a6 6 0 0 0-12 0v12z"
        />
        <path fill={`url(#${gradientId})`} d="M20 1c1.6 4.2 6 5.9 6 11.3a6 6 0 0 1-12 0c0-3.2 2-4.6 2.7-7.2.7 2 2 2.7 2 2.7.6-2.6-.1-4.7 1.3-6.8z" />
        <path fill={`url(#${gradientId})`} d="M20 31c1 2.4 3.2 3.3 3.2 6.2A3.2 3.2 0 0 1 20 40.5a3.2 3.2 0 0 1-3.2-3.3c0-1.8 1-2.6 1.4-4 .4 1.1 1 1.5 1 1.5.4-1.5 0-2.5.8-3.7z" />
      </svg>
      <span className={styles.wordmark}>
        <span className={styles.name}>Emberhold</span>
        <span className={styles.tag}>Gifts</span>
      </span>
    </Link>
  );
}
