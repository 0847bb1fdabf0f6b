import { createBrowserRouter, type RouteObject } from 'react-router';
import { ListPage } from '../features/catalogue/components/list-page';
import { PostPage } from '../features/catalogue/components/post-page';
import { PREFIXED_COUNTRIES } from '../lib/country';
import { RootLayout } from './root-layout';
import { NotFoundRoute } from './routes/not-found.route';
import { RouteErrorRoute } from './routes/route-error.route';

/** Catalogue routes exist at the root (US) and again under each /uk and /ca prefix. */
function catalogueRoutes(prefix: string): RouteObject[] {
  return [
    { path: `${prefix}/`, element: <ListPage key="home" list="home" /> },
    { path: `${prefix}/page/:page`, element: <ListPage key="home" list="home" /> },
    { path: `${prefix}/new`, element: <ListPage key="new" list="new" /> },
    { path: `${prefix}/new/page/:page`, element: <ListPage key="new" list="new" /> },
    { path: `${prefix}/popular`, element: <ListPage key="popular" list="popular" /> },
    { path: `${prefix}/popular/page/:page`, element: <ListPage key="popular" list="popular" /> },
    { path: `${prefix}/random`, element: <ListPage key="random" list="random" /> },
    { path: `${prefix}/random/page/:page`, element: <ListPage key="random" list="random" /> },
    { path: `${prefix}/:slug`, element: <PostPage /> },
  ];
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorRoute />,
    children: [
      ...catalogueRoutes(''),
      ...PREFIXED_COUNTRIES.flatMap((country) => catalogueRoutes(`/${country}`)),
      { path: '/404', element: <NotFoundRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
