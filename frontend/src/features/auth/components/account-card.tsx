import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './account-pages.module.css';

/** The card every account page sits in: the heading (also the document title), a line of introduction, the form. */
export function AccountCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="page-container">
      <section className={styles.card} aria-labelledby="account-heading">
        <p className={styles.eyebrow}>Emberhold Gifts</p>
        <h1 id="account-heading" className={styles.heading}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : <div className={styles.introGap} />}
        {children}
      </section>
    </div>
  );
}
