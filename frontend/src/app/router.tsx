import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { DEFAULT_COUNTRY, PREFIXED_COUNTRIES, ROOT_PATTERNS, SHOWN_INDEX_LISTS, sitePatterns } from '@emberhold/contracts/src/site-routes';
import { GiftListPage } from '../features/catalogue/components/gift-list-page';
import { ListPage } from '../features/catalogue/components/list-page';
import { PostPage } from '../features/catalogue/components/post-page';
import { PriceListPage } from '../features/catalogue/components/price-list-page';
import { SearchPage } from '../features/catalogue/components/search-page';
import { BlogListPage, BlogPostPage } from '../features/content/components/blog-pages';
import { GiveawayPage, GiveawaysPage } from '../features/content/components/giveaway-pages';
import { LatestBlogPosts } from '../features/content/components/latest-blog-posts';
import { AirlinePage } from '../features/content/components/airline-page';
import { AboutPage, FaqPage, PitchTermsPage, PrivacyPolicyPage } from '../features/content/components/static-pages';
import { ProductPitchPage } from '../features/advertising/components/product-pitch-page';
import type { Country } from '../lib/country';
import { RootLayout } from './root-layout';
import {
  blogListPrefetch,
  blogPostPrefetch,
  giftListPrefetch,
  giftsLandingPrefetch,
  giveawayPrefetch,
  giveawaysPrefetch,
  indexListPrefetch,
  postPrefetch,
  priceListPrefetch,
  searchPrefetch,
  type RouteHandle,
} from './route-data';
import { accountRoutes } from './routes/account.routes';
import { affiliateRoutes } from './routes/affiliate.routes';
import { advertisingDashboardRoutes } from './routes/advertising-dashboard.routes';
import { advertisingFunnelRoutes } from './routes/advertising-funnel.routes';
import { boostRoutes } from './routes/boost.routes';
import { communityRoutes, GiveawayEntryMount } from './routes/community.routes';
import { NotFoundRoute } from './routes/not-found.route';
import { profileRoutes } from './routes/profile.routes';
import { RouteErrorRoute } from './routes/route-error.route';
import { staffRoutes } from './routes/staff.routes';
import { staffEditorialRoutes } from './routes/staff-editorial.routes';
import { staffSiteSettingsRoutes } from './routes/staff-site-settings.routes';
import { staffBoostRoutes } from './routes/staff-boosts.routes';
import { staffCreativeRoutes } from './routes/staff-creatives.routes';
import { staffDropoffRoutes } from './routes/staff-dropoffs.routes';
import { staffFunnelRoutes } from './routes/staff-funnel.routes';
import { staffMailRoutes } from './routes/staff-mail.routes';
import { wishlistRoutes } from './routes/wishlist.routes';

/** One element at each of `paths`; `handle.prefetch` is what the server renderer reads first (app/route-data). */
function at(paths: string[], element: React.ReactNode, handle?: RouteHandle): RouteObject[] {
  return paths.map((path) => (handle ? { path, element, handle } : { path, element }));
}

/** Catalogue routes exist at the root (US) and again under each /uk and /ca prefix; /:slug (a post) comes last. */
function catalogueRoutes(country: Country): RouteObject[] {
  const patterns = sitePatterns(country);
  const gifts = <GiftListPage landingExtra={<LatestBlogPosts />} />;
  return [
    ...SHOWN_INDEX_LISTS.flatMap((list) => at(patterns.index(list), <ListPage key={list} list={list} />, { prefetch: indexListPrefetch(list) })),
    ...at(patterns.giftsLanding, gifts, { prefetch: giftsLandingPrefetch }),
    ...at([...patterns.giftList, ...patterns.nestedGiftList], gifts, { prefetch: giftListPrefetch }),
    ...at(patterns.priceList, <PriceListPage />, { prefetch: priceListPrefetch }),
    { path: patterns.search, element: <SearchPage />, handle: { prefetch: searchPrefetch } },
    { path: patterns.post, element: <PostPage />, handle: { prefetch: postPrefetch } },
  ];
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorRoute />,
    children: [
      { path: ROOT_PATTERNS.blog, element: <BlogListPage />, handle: { prefetch: blogListPrefetch } },
      { path: ROOT_PATTERNS.blogPost, element: <BlogPostPage />, handle: { prefetch: blogPostPrefetch } },
      { path: ROOT_PATTERNS.giveaways, element: <GiveawaysPage />, handle: { prefetch: giveawaysPrefetch } },
      { path: ROOT_PATTERNS.giveawaysPage, element: <GiveawaysPage />, handle: { prefetch: giveawaysPrefetch } },
      { path: ROOT_PATTERNS.giveaway, element: <GiveawayPage entry={GiveawayEntryMount} />, handle: { prefetch: giveawayPrefetch } },
      { path: ROOT_PATTERNS.staticPage('about'), element: <AboutPage /> },
      { path: ROOT_PATTERNS.staticPage('privacy-policy'), element: <PrivacyPolicyPage /> },
      { path: ROOT_PATTERNS.staticPage('product-pitch-terms-and-conditions'), element: <PitchTermsPage /> },
      { path: ROOT_PATTERNS.staticPage('product-pitch'), element: <ProductPitchPage /> },
      { path: ROOT_PATTERNS.staticPage('airline'), element: <AirlinePage /> },
      { path: ROOT_PATTERNS.staticPage('faq'), element: <FaqPage /> },
      { path: ROOT_PATTERNS.notFound, element: <NotFoundRoute /> },
      ...accountRoutes,
      ...wishlistRoutes,
      ...profileRoutes,
      ...communityRoutes,
      ...advertisingFunnelRoutes,
      ...advertisingDashboardRoutes,
      ...staffRoutes,
      ...staffSiteSettingsRoutes,
      ...staffEditorialRoutes,
      ...staffFunnelRoutes,
      ...staffDropoffRoutes,
      ...staffMailRoutes,
      ...staffCreativeRoutes,
      ...staffBoostRoutes,
      ...affiliateRoutes,
      ...catalogueRoutes(DEFAULT_COUNTRY),
      ...PREFIXED_COUNTRIES.flatMap((country) => catalogueRoutes(country)),
      // After the catalogue: /{slug}/boost ties with /search/{term}, /gifts/{list}, /uk/{slug} … and routes that tie
      // are tried in this order, so /search/boost stays a search.
      ...boostRoutes,
      // Spec section 2: anything unknown goes home.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
