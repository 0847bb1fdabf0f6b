import { Outlet, ScrollRestoration } from 'react-router';
import { Masthead } from '../features/chrome/components/masthead';
import { MobileNav } from '../features/chrome/components/mobile-nav';
import { SiteFooter } from '../features/chrome/components/site-footer';
import { useScrollChrome } from '../features/chrome/hooks/use-scroll-chrome';
import styles from './root-layout.module.css';

export function RootLayout() {
  useScrollChrome();
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Masthead />
      <MobileNav />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      {/* Spec section 2: scroll position per route is remembered and restored on return. */}
      <ScrollRestoration />
    </div>
  );
}
