import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { retryOnce } from '../lib/query-retry';
import { RatingControlsProvider } from './rating-controls';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Lists reshuffle (random sort) and impressions are tracked per view, so do not refetch on tab focus.
        refetchOnWindowFocus: false,
        retry: retryOnce,
      },
    },
  });
}

/** `client`: the query cache to use (the server renderer's, or the browser's filled from the page); a new one if none. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <RatingControlsProvider>{children}</RatingControlsProvider>
    </QueryClientProvider>
  );
}
