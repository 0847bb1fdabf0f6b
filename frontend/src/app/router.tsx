import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { GiftListPage } from '../features/catalogue/components/gift-list-page';
import { ListPage, type IndexList } from '../features/catalogue/components/list-page';
import { PostPage } from '../features/catalogue/components/post-page';
import { PriceListPage } from '../features/catalogue/components/price-list-page';
import { SearchPage } from '../features/catalogue/components/search-page';
import { BlogListPage, BlogPostPage } from '../features/content/components/blog-pages';
import { GiveawayPage, GiveawaysPage } from '../features/content/components/giveaway-pages';
import { LatestBlogPosts } from '../features/content/components/latest-blog-posts';
import { AboutPage, AffiliatesPage, PitchTermsPage, PrivacyPolicyPage } from '../features/content/components/static-pages';
import { ProductPitchPage } from '../features/advertising/components/product-pitch-page';
import { PREFIXED_COUNTRIES } from '../lib/country';
import { RootLayout } from './root-layout';
import { accountRoutes } from './routes/account.routes';
import { advertisingDashboardRoutes } from './routes/advertising-dashboard.routes';
import { advertisingFunnelRoutes } from './routes/advertising-funnel.routes';
import { boostRoutes } from './routes/boost.routes';
import { communityRoutes, GiveawayEntryMount } from './routes/community.routes';
import { NotFoundRoute } from './routes/not-found.route';
import { profileRoutes } from './routes/profile.routes';
import { RouteErrorRoute } from './routes/route-error.route';
import { wishlistRoutes } from './routes/wishlist.routes';

/** A list at `base` with its /page/{page}, /sort/{sort} and /sort/{sort}/page/{page} variants. */
function listVariants(base: string, element: React.ReactNode): RouteObject[] {
  const root = base === '/' ? '' : base;
  return [`${root}/`, `${root}/page/:page`, `${root}/sort/:sort`, `${root}/sort/:sort/page/:page`].map((path) => ({ path, element }));
}

const INDEX_LISTS: [string, IndexList][] = [
  ['/', 'home'],
  ['/new', 'new'],
  ['/popular', 'popular'],
  ['/random', 'random'],
  ['/all-time-popular', 'allTimePopular'],
  ['/wctr', 'wctr'],
  ['/mctr', 'mctr'],
  ['/shop-instagram', 'shopInstagram'],
];

/** Catalogue routes exist at the root (US) and again under each /uk and /ca prefix; /:slug (a post) comes last. */
function catalogueRoutes(prefix: string): RouteObject[] {
  const gifts = <GiftListPage landingExtra={<LatestBlogPosts />} />;
  const price = <PriceListPage />;
  return [
    ...INDEX_LISTS.flatMap(([path, list]) => listVariants(`${prefix}${path}`, <ListPage key={list} list={list} />)),
    ...listVariants(`${prefix}/gifts`, gifts),
    ...listVariants(`${prefix}/gifts/:list`, gifts),
    ...listVariants(`${prefix}/gifts/:parent/:list`, gifts),
    ...[`/wishlisted-price`, `/wishlisted-price/:sort`, `/wishlisted-price/page/:page`, `/wishlisted-price/:sort/page/:page`].map((path) => ({
      path: `${prefix}${path}`,
      element: price,
    })),
    { path: `${prefix}/search/:term`, element: <SearchPage /> },
    { path: `${prefix}/:slug`, element: <PostPage /> },
  ];
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorRoute />,
    children: [
      { path: '/blog', element: <BlogListPage /> },
      { path: '/blog/:slug', element: <BlogPostPage /> },
      { path: '/giveaways', element: <GiveawaysPage /> },
      { path: '/giveaways/:page', element: <GiveawaysPage /> },
      { path: '/giveaway/:slug', element: <GiveawayPage entry={GiveawayEntryMount} /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/product-pitch-terms-and-conditions', element: <PitchTermsPage /> },
      { path: '/product-pitch', element: <ProductPitchPage /> },
      { path: '/aff', element: <AffiliatesPage /> },
      { path: '/404', element: <NotFoundRoute /> },
      ...accountRoutes,
      ...wishlistRoutes,
      ...profileRoutes,
      ...communityRoutes,
      ...advertisingFunnelRoutes,
      ...advertisingDashboardRoutes,
      ...catalogueRoutes(''),
      ...PREFIXED_COUNTRIES.flatMap((country) => catalogueRoutes(`/${country}`)),
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
