import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { withCountry } from '../../../lib/country';
import { useCountry } from '../../../lib/use-country';
import { useChromeStore } from '../stores/chrome.store';
import { CountrySwitch } from './country-switch';
import { Logo } from './logo';
import { NAV_ITEMS, navHref } from './nav-items';
import { SearchForm } from './search-box';
import styles from './masthead.module.css';

/** `account` is who is logged in (Log in / Register, or the username's menu); the app passes it in from the auth feature. */
export function Masthead({ account }: { account?: ReactNode }) {
  const shrunk = useChromeStore((s) => s.mastheadShrunk);
  const country = useCountry();
  return (
    <header className={`${styles.masthead} ${shrunk ? styles.shrunk : ''}`} data-shrunk={shrunk || undefined}>
      <div className={styles.strip}>
        <div className={`page-container ${styles.stripInner}`}>
          <span>Gifts forged for fans of <em>The Emberhold Saga</em></span>
          <div className={styles.stripEnd}>
            {account}
            <CountrySwitch />
          </div>
        </div>
      </div>
      <div className={`page-container ${styles.bar}`}>
        <Logo homeHref={withCountry('/', country)} compact={shrunk} />
        <nav aria-label="Main">
          <ul className={styles.links}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={navHref(item, country)}
                  className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''} ${item.to === '/product-pitch' ? styles.pitch : ''}`}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.search}>
          <SearchForm />
        </div>
      </div>
    </header>
  );
}
