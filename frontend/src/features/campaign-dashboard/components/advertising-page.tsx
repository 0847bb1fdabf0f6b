import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import styles from './dashboard.module.css';

interface AdvertisingPageProps {
  title: string;
  intro?: ReactNode;
  /** Links beside the heading (Receipts, New campaign). */
  actions?: ReactNode;
  /** The page's head, for a page that sends focus back to its heading. */
  headerRef?: Ref<HTMLElement>;
  children: ReactNode;
}

/**
 * An advertising page (campaigns, receipts, approvals) in the profile page's frame: "Advertising" over the page's
 * heading, its links beside it, then the page.
 */
export function AdvertisingPage({ title, intro, actions, headerRef, children }: AdvertisingPageProps) {
  return (
    <div className="page-container">
      <div className={styles.page}>
        <header ref={headerRef} className={styles.header}>
          <div>
            <p className="page-eyebrow">Emberhold Gifts · Advertising</p>
            <h1 className="page-heading">{title}</h1>
            {intro && <p className="page-intro">{intro}</p>}
          </div>
          {actions && <div className={styles.headerActions}>{actions}</div>}
        </header>
        {children}
      </div>
    </div>
  );
}

/** Where an advertiser with nothing here yet starts: the product pitch page. */
export function PitchLink() {
  return (
    <Link className="button" to="/product-pitch">
      Pitch your product
    </Link>
  );
}
