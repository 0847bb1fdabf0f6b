import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useCountry } from '../../../lib/use-country';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getSearch } from '../api/get-search';
import { InfinitePosts } from './infinite-posts';
import styles from './list-page.module.css';

/** /search/{term}: a new term swaps the results in place (the route element stays mounted, nothing reloads). */
export function SearchPage() {
  const { term = '' } = useParams();
  const country = useCountry();
  useDocumentTitle(`Search: ${term}`);
  const fetchPage = useCallback(async (p: number, signal: AbortSignal) => (await getSearch(term, p, country, signal)).posts, [term, country]);
  return (
    <div className="page-container">
      <section className={styles.hero} aria-labelledby="list-heading">
        <p className={styles.eyebrow}>Search the keep</p>
        <h1 id="list-heading" className={styles.heading}>
          “{term}”
        </h1>
      </section>
      <InfinitePosts listKey={`search:${term}:${country}`} firstPage={1} fetchPage={fetchPage} country={country} emptyMessage="Try another word, or browse the gift guides." />
    </div>
  );
}
