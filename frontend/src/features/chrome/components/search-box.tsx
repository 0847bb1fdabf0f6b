import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { withCountry } from '../../../lib/country';
import { useCountry } from '../../../lib/use-country';
import styles from './search-box.module.css';

/** Sends the term to /search/{term} through the router, so the search page updates without a reload. */
export function SearchForm({ autoFocus = false, onSubmitted }: { autoFocus?: boolean; onSubmitted?: () => void }) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const country = useCountry();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const value = term.trim();
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
