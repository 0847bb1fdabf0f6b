// The floor's third step: the second with TanStack Query as the site uses it: a query client whose cache is filled
// from the server's render (HydrationBoundary) and read by a component (useQuery).
import { HydrationBoundary, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, ScrollRestoration } from 'react-router';

const queryClient = new QueryClient();

function Page() {
  const { data } = useQuery({ queryKey: ['title'], queryFn: async () => 'Gifts' });
  return (
    <>
      <Link to="/gifts/">{data}</Link>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Page /> }]);
hydrateRoot(
  document.getElementById('root')!,
  <QueryClientProvider client={queryClient}>
    <HydrationBoundary state={{ mutations: [], queries: [] }}>
      <RouterProvider router={router} />
    </HydrationBoundary>
  </QueryClientProvider>,
);
