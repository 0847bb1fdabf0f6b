// The theme goes first so component styles, which load after it, can override its base rules.
import './styles/theme.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { adoptPageRenderTime, pageHydrated } from '../lib/render-clock';
import { AppProviders, createQueryClient } from './providers';
import { readQueryState } from './query-state';
import { createRouter } from './router';
import { adoptServerNotFound } from './server-not-found';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// A missing page came as the rendered not-found page: it stays that, with no loading state in between.
adoptServerNotFound(container, window.location.pathname);
const router = createRouter();
// The data the server rendered the page from: in the cache before the first render, so nothing is fetched twice.
const queryClient = createQueryClient();
const serverPage = readQueryState();
if (serverPage) {
  hydrate(queryClient, serverPage.state);
  // Relative times first say what the server's render said (lib/render-clock), then follow the real clock.
  adoptPageRenderTime(serverPage.renderedAt);
}

/** Runs once the first render (the hydration of a server-rendered page) has committed. */
function AfterFirstRender() {
  useEffect(() => pageHydrated(), []);
  return null;
}

const app = (
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
      <AfterFirstRender />
    </AppProviders>
  </StrictMode>
);

// A page the server rendered (data-ssr on the root) is hydrated in place; a shell (private pages, or a render that
// failed on the server) is rendered from scratch, as before.
if (container.dataset.ssr === 'hydrate') hydrateRoot(container, app);
else createRoot(container).render(app);
