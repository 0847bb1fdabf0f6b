import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { readCookie, TEN_YEARS_S, THIRTY_DAYS_S, writeCookie } from '../../../lib/cookies';
import { bottomBannerAllowed, isEuropean, visitorCountryCode } from '../../../lib/visitor-country';
import { useBottomBanner } from '../api/get-bottom-banner';
import { useScrollFlag } from '../hooks/use-scroll-flag';
import styles from './consent-banners.module.css';

export const COOKIE_BANNER_COOKIE = 'cookie_banner_dismissed';
export const BOTTOM_BANNER_COOKIE = 'bottom_banner_dismissed';

/** Cookie notice for European visitors until they dismiss it (remembered 10 years). */
export function CookieBanner() {
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(() => readCookie(COOKIE_BANNER_COOKIE) === '1');
  if (dismissed || !isEuropean(visitorCountryCode(readCookie('country'), pathname))) return null;
  return (
    <section className={`${styles.banner} ${styles.cookie}`} role="region" aria-label="Cookie notice">
      <p>
        We use cookies to remember your region and choices and to measure which gifts fans like. <Link to="/privacy-policy/">Privacy policy</Link>
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          writeCookie(COOKIE_BANNER_COOKIE, '1', TEN_YEARS_S);
          setDismissed(true);
        }}
      >
        Got it
      </button>
    </section>
  );
}

/**
 * The advertiser's bottom banner: never for European visitors nor on about/product-pitch pages; dismissal lasts 30 days.
 * It shows once the visitor scrolls after 7 s on the site (the scroll flag), so it never jumps in at page load; its room
 * at the end of the page is kept as soon as there is a banner, so nothing moves when it shows.
 */
export function BottomBanner() {
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(() => readCookie(BOTTOM_BANNER_COOKIE) === '1');
  const allowed = !dismissed && bottomBannerAllowed(visitorCountryCode(readCookie('country'), pathname), pathname);
  const banner = useBottomBanner(allowed);
  const scrolled = useScrollFlag();
  if (!allowed || !banner) return null;
  return (
    <>
      {/* The banner's own space at the end of the page, so the banner never covers the page's last lines. */}
      <div className={styles.bottomSpace} aria-hidden="true" data-testid="bottom-banner-space" />
      {/* data-track and data-banner-id: the banner's impression and click are tracked from them. */}
      {scrolled && (
        <aside className={`${styles.banner} ${styles.bottom}`} aria-label="Sponsored" data-track="bottom-banner" data-banner-id={banner.id}>
          <a href={banner.link} target="_blank" rel="nofollow sponsored noopener">
            {banner.image ? <img src={banner.image} alt="Sponsored offer" height={60} /> : 'See the offer'}
          </a>
          <button
            type="button"
            className={styles.close}
            aria-label="Dismiss banner"
            onClick={() => {
              writeCookie(BOTTOM_BANNER_COOKIE, '1', THIRTY_DAYS_S);
              setDismissed(true);
            }}
          >
            ×
          </button>
        </aside>
      )}
    </>
  );
}
