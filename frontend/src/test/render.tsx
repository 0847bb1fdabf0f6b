import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../app/providers';
import { RatingControlsProvider } from '../app/rating-controls';
import { useAuthStore } from '../features/auth/stores/auth.store';
import type { AuthUser } from '../features/auth/lib/me-response';

/**
 * The site's own query client (its defaults), except that a failed read is not asked again a second later, so a test
 * sees the failure at once.
 */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

interface SiteOptions {
  /** The address the page opens at. */
  url?: string;
  /** The route pattern the element is shown at (its parameters come from `url`). */
  path?: string;
  /** Other pages the element may lead to. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/**
 * Renders `element` as the site renders its pages: in StrictMode, with the app's providers (query client, rating
 * controls) under a data router, in the `#root` the modals make inert. Returns the router (where the page went), the
 * query client (what it cached) and a user-event session.
 */
export function renderInSite(element: ReactNode, { url = '/', path = '*', routes = [], queryClient = testQueryClient() }: SiteOptions = {}) {
  const router = createMemoryRouter([{ path, element }, ...routes, ...(path === '*' ? [] : [{ path: '*', element: <p>Another page</p> }])], { initialEntries: [url] });
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RatingControlsProvider>
          <RouterProvider router={router} />
        </RatingControlsProvider>
      </QueryClientProvider>
    </StrictMode>,
    { container: root },
  );
  return { ...view, router, queryClient, user };
}

/**
 * `element` as the server renders it, in the document and not yet hydrated (a visitor can act on it before the page's
 * script runs); `hydrate()` lets React take it over, as the browser does when the script has loaded.
 */
export function renderOnServer(element: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const shown: { container: HTMLElement; root?: Root } = { container };
  serverRendered.push(shown);
  return {
    container,
    hydrate: () =>
      act(async () => {
        shown.root = hydrateRoot(container, element);
      }),
  };
}

const serverRendered: { container: HTMLElement; root?: Root }[] = [];

/** Takes what renderOnServer put in the document out again (after each test). */
export function removeServerRendered(): void {
  for (const { container, root } of serverRendered.splice(0)) {
    act(() => root?.unmount());
    container.remove();
  }
}

export const TEST_USER: AuthUser = {
  user_id: 7,
  username: 'ashen_keeper',
  email: 'keeper@example.com',
  profile_image: null,
  access: false,
  editor: false,
  advertiser: false,
  wishlist_count: 0,
};

/** The auth store as the user-info call leaves it for a logged-in user. */
export function logInAs(user: Partial<AuthUser> = {}): AuthUser {
  const full = { ...TEST_USER, ...user };
  useAuthStore.getState().loggedIn(full);
  return full;
}

export function logOut(): void {
  useAuthStore.getState().loggedOut();
}

/** The auth store as a page starts, before the user-info call has answered. */
export function authUnknown(): void {
  useAuthStore.setState(useAuthStore.getInitialState());
}
