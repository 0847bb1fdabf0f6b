import type { ReactNode } from 'react';
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
        <p className={styles.eyebrow}>Emberhold Gifts · Advertising</p>
        <h1 className={styles.heading}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {actions && <div className={styles.headerActions}>{actions}</div>}
    </header>
  );
}
