import { useCountry } from '../../../lib/use-country';
import { regionalBanner, useBanner } from '../api/get-banner';
import styles from './regional-banner.module.css';

/**
 * The site's banner link at the foot of every page: the shop's search for the saga's gifts on the visitor's own
 * storefront (the uk and ca paths get the banner's regional links). Nothing shows until, or unless, the banner answers.
 */
export function RegionalBanner() {
  const country = useCountry();
  const banner = regionalBanner(useBanner(), country);
  if (!banner) return null;
  return (
    <aside className={styles.banner} aria-label="Shop the saga">
      <a className={styles.link} href={banner.href} target="_blank" rel="nofollow sponsored noopener">
        Shop Emberhold saga gifts on {banner.store}
      </a>
    </aside>
  );
}
