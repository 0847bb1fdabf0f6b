import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { NotFoundMessage } from '../../../components/not-found-message';
import { ApiError } from '../../../lib/api-client';

/** Loading, 404 and error states shared by the content pages; renders children once the data is there. */
export function QueryState({ query, children }: { query: { isPending: boolean; error: Error | null; refetch: () => unknown }; children: () => ReactNode }) {
  if (query.isPending) return <p className="page-container" aria-busy="true">Loading…</p>;
  if (query.error) {
    if (query.error instanceof ApiError && query.error.code === 'not_found') return <NotFoundMessage />;
    return (
      <LoadFailed page retry={query.refetch}>
        {query.error.message}
      </LoadFailed>
    );
  }
  return <>{children()}</>;
}
