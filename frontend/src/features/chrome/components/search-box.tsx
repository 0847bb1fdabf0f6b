import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseSiteRoute } from '@emberhold/contracts/src/site-routes';
import { withCountry } from '../../../lib/country';
import { useCountry } from '../../../lib/use-country';
import styles from './search-box.module.css';

/** The term of the search results page the visitor is on (/search/{term}/, /uk/search/{term}/); '' on any other page. */
export function searchTermOf(pathname: string): string {
  const route = parseSiteRoute(pathname);
  return route.kind === 'search' ? route.term : '';
}

/**
 * Sends the term to /search/{term} through the router, so the search page updates without a reload. On a results page
 * the box holds that page's term (after a reload too, and in the phone's search panel), so it can be refined. Without
 * the page's script (not loaded yet, or off) the form goes to the home page as `?s={term}`, which the server answers
 * with a redirect to the results.
 */
export function SearchForm({ autoFocus = false, onSubmitted }: { autoFocus?: boolean; onSubmitted?: () => void }) {
  const { pathname } = useLocation();
  const shownTerm = searchTermOf(pathname);
  const [term, setTerm] = useState(shownTerm);
  // A new results page (or leaving the results) shows its own term; typing in between is kept until then.
  const [termOfPage, setTermOfPage] = useState(shownTerm);
  if (termOfPage !== shownTerm) {
    setTermOfPage(shownTerm);
    setTerm(shownTerm);
  }
  const navigate = useNavigate();
  const country = useCountry();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  return (
    <form
      role="search"
      action={withCountry('/', country)}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        // What the box holds, read from the form: on a page the server rendered, a term typed before the page was
        // hydrated is in the box but not in `term`.
        const value = String(new FormData(event.currentTarget).get('s') ?? '').trim();
        if (!value) return;
        navigate(withCountry(`/search/${encodeURIComponent(value)}`, country));
        onSubmitted?.();
      }}
    >
      <input ref={input} type="search" name="s" aria-label="Search gifts" placeholder="Search gifts…" value={term} onChange={(e) => setTerm(e.target.value)} />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
