import type { ReactNode } from 'react';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { serverWords } from '../../../lib/api-client';
import styles from './dashboard.module.css';

interface ListStateProps<T> {
  /** The page's read (a TanStack Query result). */
  query: { isPending: boolean; isError: boolean; error: unknown; data: T[] | undefined; refetch: () => unknown };
  /** A page that asks again every few seconds keeps what it has when one of those asks fails. */
  keepOnError?: boolean;
  /** What the waiting space is called, for screen readers. */
  loadingLabel: string;
  failedTitle: string;
  /** Shown when the list has nothing. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** An advertising page's list as its read goes: waiting, failed (with Try again), empty, or shown. */
export function ListState<T>({ query, keepOnError = false, loadingLabel, failedTitle, empty, children }: ListStateProps<T>) {
  if (query.isPending) return <div className={styles.loading} aria-busy="true" aria-label={loadingLabel} />;
  if (!query.data || (query.isError && !keepOnError)) {
    return (
      <LoadFailed title={failedTitle} retry={query.refetch}>
        {serverWords(query.error, TRY_AGAIN_SOON)}
      </LoadFailed>
    );
  }
  return query.data.length === 0 ? empty : children(query.data);
}
