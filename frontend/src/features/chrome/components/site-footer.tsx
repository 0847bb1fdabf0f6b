import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { withCountry } from '../../../lib/country';
import { useCountry } from '../../../lib/use-country';
import { Logo } from './logo';
import { FOOTER_ITEMS } from './nav-items';
import { RegionalBanner } from './regional-banner';
import styles from './site-footer.module.css';

/** The community pages: write to us, or suggest a product. */
const COMMUNITY_ITEMS: readonly { label: string; to: string }[] = [
  { label: 'Contact', to: '/contact/' },
  { label: 'Submit a product', to: '/submit-product/' },
];

/** `settings`: the visitor's own switches another feature gives the footer (the mature-gifts switch), under its links. */
export function SiteFooter({ settings }: { settings?: ReactNode } = {}) {
  const country = useCountry();
  return (
    <footer className={styles.footer}>
      <div className="page-container">
        <div className={styles.inner}>
          <div className={styles.brand}>
            <Logo homeHref={withCountry('/', country)} compact />
            <p className={styles.blurb}>
              Hand-picked gifts for everyone who has sworn an oath to one of the seven Hearth houses. Keep the fire lit.
            </p>
          </div>
          <nav aria-label="Footer" className={styles.nav}>
            <ul>
              {[...FOOTER_ITEMS, ...COMMUNITY_ITEMS].map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {settings}
        {/* The site's banner (GET /api/banner/), regional for the uk and ca sites. */}
        <RegionalBanner />
        <p className={styles.legal}>
          © {new Date().getFullYear()} Emberhold Gifts. As an affiliate we may earn from qualifying purchases made through links on
          this site.
        </p>
      </div>
    </footer>
  );
}
