import { Link } from 'react-router';
import { pageWindow } from '../lib/paging';
import styles from './dashboard.module.css';

/** Numbered pages with Previous and Next, each a link (the page is in the address). */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      {page > 1 ? (
        <Link className={styles.pagerStep} to={href(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span className={styles.pagerStep} aria-hidden="true" />
      )}
      <ol className={styles.pagerPages}>
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.pagerGap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link className={`${styles.pagerPage} ${n === page ? styles.pagerCurrent : ''}`} to={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link className={styles.pagerStep} to={href(page + 1)} rel="next">
          Next →
        </Link>
      ) : (
        <span className={styles.pagerStep} aria-hidden="true" />
      )}
    </nav>
  );
}
