import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { withCountry, type Country } from '../../../lib/country';
import { setMatureGiftsShown } from '../lib/mature-gifts';
import styles from './mature-interstitial.module.css';

/** The catalogue's cached reads made without mature gifts: dropped when the visitor asks for them, so lists fetch anew. */
export const MATURE_FILTERED_QUERIES = ['post-list', 'gift-head', 'related', 'search'] as const;

/**
 * Stands in for a mature gift's image and description (a post flagged nsfw) until the visitor asks to see mature
 * gifts: "Show mature gifts" sets the nsfw cookie for 10 years and shows the post; "Back to gifts" leads away.
 */
export function MatureInterstitial({ title, country }: { title: string; country: Country }) {
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  // Announced in place of the post it hides.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <section className={styles.interstitial} aria-labelledby="mature-heading" data-mature-interstitial>
      <span className={styles.badge} aria-hidden="true">
        18+
      </span>
      <h1 id="mature-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        This gift is meant for grown-ups.
      </h1>
      <p className={styles.text}>
        <strong>{title}</strong> is a mature gift: an adult gag gift that the site’s lists leave out unless you ask to see them.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          onClick={() => {
            setMatureGiftsShown(true);
            for (const key of MATURE_FILTERED_QUERIES) queryClient.removeQueries({ queryKey: [key] });
          }}
        >
          Show mature gifts
        </button>
        <Link to={withCountry('/gifts/', country)} className="button button--ghost">
          Back to gifts
        </Link>
      </div>
    </section>
  );
}
