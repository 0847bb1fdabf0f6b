import type { CachePurgeItem } from '@emberhold/contracts';
import { type FormEvent, useId, useState } from 'react';
import { serverWords } from '../../../lib/api-client';
import { usePurgePages } from '../api/purge-pages';
import { pagesIn } from '../lib/purge-gate';
import styles from './cache-purge-panel.module.css';

const CACHE_NAMES: Record<string, string> = { responses: 'rendered responses', rows: 'catalogue rows', heads: 'page heads' };

function droppedText(dropped: CachePurgeItem['dropped']): string {
  const parts = Object.entries(dropped)
    .filter(([, count]) => count > 0)
    .map(([cache, count]) => `${count} ${CACHE_NAMES[cache] ?? cache}`);
  return parts.length > 0 ? parts.join(', ') : 'nothing cached here';
}

/**
 * The purge tool of the home page (spec section 2, `?purge`; staff only): the page's own address and any more, one per
 * line, leave every cache of every API process. The app mounts it only where it is allowed.
 */
export function CachePurgePanel({ pagePath }: { pagePath: string }) {
  const id = useId();
  const [page, setPage] = useState(pagePath);
  const [more, setMore] = useState('');
  const purge = usePurgePages();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const urls = pagesIn(`${page}\n${more}`);
    if (urls.length > 0) purge.mutate(urls);
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-cache-purge>
      <h2 id={`${id}-title`} className={styles.title}>
        Purge cached pages
      </h2>
      <form onSubmit={submit} noValidate>
        <label className={styles.field}>
          This page
          <input name="page" value={page} onChange={(event) => setPage(event.target.value)} />
        </label>
        <label className={styles.field}>
          More pages, one per line (paths such as /new/ or /uk/dragon-mug/, or addresses on this site)
          <textarea name="more" rows={4} value={more} onChange={(event) => setMore(event.target.value)} />
        </label>
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={purge.isPending}>
            {purge.isPending ? 'Purging…' : 'Purge'}
          </button>
        </div>
      </form>
      {purge.isError && (
        <p className={styles.error} role="alert">
          {serverWords(purge.error, 'The purge did not go through. Please try again.')}
        </p>
      )}
      {purge.isSuccess && (
        <div aria-live="polite">
          <ul className={styles.results} aria-label="Purged pages">
            {purge.data.purged.map((item) => (
              <li key={item.path} data-purged={item.path}>
                <code>{item.path}</code> ({item.page}): {droppedText(item.dropped)}
              </li>
            ))}
          </ul>
          <p className={styles.note}>
            {purge.data.sentToOtherProcesses
              ? 'Sent to the other API processes, which purge their own caches.'
              : 'Purged here only: the other API processes could not be told, so they keep these pages until their caches expire.'}
          </p>
        </div>
      )}
    </section>
  );
}
