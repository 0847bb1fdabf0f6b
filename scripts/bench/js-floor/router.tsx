// The floor's second step: React with react-router's data router, as the site routes (createBrowserRouter, a loader,
// a link, scroll restoration).
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, ScrollRestoration, useLoaderData } from 'react-router';

function Page() {
  const title = useLoaderData<string>();
  return (
    <>
      <Link to="/gifts/">{title}</Link>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Page />, loader: () => 'Gifts' }]);
hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />);
