import { NavLink } from 'react-router';
import { useCountry } from '../../../lib/use-country';
import styles from './country-switch.module.css';

const OPTIONS = [
  { country: 'us', label: 'US', to: '/' },
  { country: 'uk', label: 'UK', to: '/uk/' },
  { country: 'ca', label: 'CA', to: '/ca/' },
] as const;

export function CountrySwitch({ onNavigate }: { onNavigate?: () => void }) {
  const current = useCountry();
  return (
    <nav className={styles.switch} aria-label="Store region">
      {OPTIONS.map((o) => (
        <NavLink
          key={o.country}
          to={o.to}
          className={`${styles.option} ${current === o.country ? styles.active : ''}`}
          aria-current={current === o.country ? 'true' : undefined}
          onClick={onNavigate}
        >
          {o.label}
        </NavLink>
      ))}
    </nav>
  );
}
