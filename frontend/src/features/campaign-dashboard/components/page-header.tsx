import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './dashboard.module.css';

interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  /** Links beside the heading (Receipts, New campaign). */
  actions?: ReactNode;
}

/** The advertising pages' head, in the profile page's manner: "Advertising" over the page's heading. */
export function PageHeader({ title, intro, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <p className="page-eyebrow">Emberhold Gifts · Advertising</p>
        <h1 className="page-heading">{title}</h1>
        {intro && <p className="page-intro">{intro}</p>}
      </div>
      {actions && <div className={styles.headerActions}>{actions}</div>}
    </header>
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
