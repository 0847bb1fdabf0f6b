import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { parseSiteRoute } from '@emberhold/contracts/src/site-routes';
import { SiteNoticeBar } from '../components/site-notice';
import { AccountNav } from '../features/auth/components/account-nav';
import { useAuthCheck } from '../features/auth/hooks/use-auth-check';
import { BottomBanner, CookieBanner } from '../features/chrome/components/consent-banners';
import { Masthead } from '../features/chrome/components/masthead';
import { MobileNav } from '../features/chrome/components/mobile-nav';
import { SiteFooter } from '../features/chrome/components/site-footer';
import { MatureGiftsToggle } from '../features/catalogue/components/mature-gifts-toggle';
import { useScrollChrome } from '../features/chrome/hooks/use-scroll-chrome';
import { TrackingObserver } from '../features/tracking/components/tracking-observer';
import { sessionId } from '../lib/session';
import { AuthModalSlot } from './auth-modal-slot';
import { CachePurgeSlot } from './cache-purge-slot';
import { DebugPanelSlot } from './debug-panel-slot';
import { WishlistSlot } from './wishlist-slot';
import { NewsletterCtaMount } from './routes/community.routes';
import { NotFoundRoute } from './routes/not-found.route';
import { useServerNotFound } from './server-not-found';
import styles from './root-layout.module.css';

export function RootLayout() {
  useScrollChrome();
  // Spec section 4: who is logged in is asked once, at the start; until it answers the auth state is unknown.
  useAuthCheck();
  const location = useLocation();
  // The address the server answered 404 for shows the not-found page it came with, not its route's loading page.
  const serverNotFound = useServerNotFound(location.pathname);
  // The session (about a day) starts with the first page of a visit. The ten-year visited mark is set by the tracking
  // observer once the visit's session start has been answered (the API reads it to tell first-time visitors).
  useEffect(() => {
    sessionId();
  }, []);
  // Redirects (spec section 2) run before any route renders, so a placeholder path never reaches the /:slug post route.
  const route = parseSiteRoute(location.pathname, location.search);
  if (route.kind === 'redirect') return <Navigate to={route.location} replace />;
  // An address that names no page at all goes home (spec section 2, the route table's catch-all), as it did before
  // the server's not-found page was kept: only a page of a missing post, guide or story stays on its not-found page.
  const showServerNotFound = serverNotFound && route.kind !== 'not-found';
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* Who is logged in comes from the auth feature; the chrome only gives it a place (features stay apart). */}
      <Masthead account={<AccountNav placement="masthead" />} />
      <MobileNav account={<AccountNav placement="mobile-menu" />} />
      <main id="main" className={styles.main}>
        {/* A feature's one-off confirmation for the page it sends the visitor to (lib/site-notice). */}
        <SiteNoticeBar />
        {/* The home page's purge tool for staff (?purge). */}
        <CachePurgeSlot />
        {/* Save buttons on the catalogue's cards, the wishlist modals and who is logged in, for the wishlists. */}
        <WishlistSlot>
          {showServerNotFound ? <NotFoundRoute /> : <Outlet />}
        </WishlistSlot>
      </main>
      {/* The catalogue's mature-gifts switch (the nsfw cookie), in the footer. */}
      <SiteFooter settings={<MatureGiftsToggle />} />
      <CookieBanner />
      <BottomBanner />
      <NewsletterCtaMount />
      {/* Impressions and clicks of every page, read from the data-track attributes of posts, ads and banners. */}
      <TrackingObserver />
      <DebugPanelSlot />
      <AuthModalSlot />
      {/*
        Spec section 2: the scroll position is remembered and restored on return. Kept per history entry, so only Back,
        Forward and reload restore it (as the lists restore their pages); a link to a page seen before opens it at the top.
      */}
      <ScrollRestoration />
    </div>
  );
}
