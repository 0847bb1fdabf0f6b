import { Link } from 'react-router';
import { chooseCountry, useCountry } from '../../../lib/use-country';
import styles from './country-switch.module.css';

const OPTIONS = [
  { country: 'us', label: 'US', to: '/' },
  { country: 'uk', label: 'UK', to: '/uk/' },
  { country: 'ca', label: 'CA', to: '/ca/' },
] as const;

/**
 * The store region. The current one is the page's variant (useCountry), which need not be the address's: a plain Link,
 * as NavLink would mark only the option whose address the page is under. The visitor's pick is remembered for a year,
 * over the variant their location suggests.
 */
export function CountrySwitch({ onNavigate }: { onNavigate?: () => void }) {
  const current = useCountry();
  return (
    <nav className={styles.switch} aria-label="Store region">
      {OPTIONS.map((o) => (
        <Link
          key={o.country}
          to={o.to}
          className={`${styles.option} ${current === o.country ? styles.active : ''}`}
          aria-current={current === o.country ? 'true' : undefined}
          onClick={() => {
            chooseCountry(o.country);
            onNavigate?.();
          }}
        >
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
