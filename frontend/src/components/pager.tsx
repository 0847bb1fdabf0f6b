import { Link } from 'react-router';
import { pageWindow } from '../lib/page-window';
import styles from './pager.module.css';

interface PagerProps {
  page: number;
  /** Known page count; without it (recommendations) only Previous and Next show, Next while `hasNext`. */
  pages?: number;
  hasNext?: boolean;
  href: (page: number) => string;
}

/** Numbered pages with Previous and Next, each a link (the page is in the address), for boards and the admins' campaigns. */
export function Pager({ page, pages, hasNext, href }: PagerProps) {
  const next = pages !== undefined ? page < pages : hasNext === true;
  if (page <= 1 && !next) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      {page > 1 ? (
        <Link className={styles.pagerStep} to={href(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span className={styles.pagerStep} aria-hidden="true" data-disabled="" />
      )}
      {pages !== undefined ? (
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
      ) : (
        <span className={styles.pagerLabel}>Page {page}</span>
      )}
      {next ? (
        <Link className={styles.pagerStep} to={href(page + 1)} rel="next">
          Next →
        </Link>
      ) : (
        <span className={styles.pagerStep} aria-hidden="true" data-disabled="" />
      )}
    </nav>
  );
}
