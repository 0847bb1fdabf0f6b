import { useEffect, useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './community-card.module.css';

interface CommunityCardProps {
  title: string;
  /** The document title when it differs from the heading. */
  documentTitle?: string;
  intro?: ReactNode;
  narrow?: boolean;
  /** Move focus to the heading when the card's content changes to this key (a result replacing a form). */
  focusKey?: string;
  children?: ReactNode;
}

/** The card the community pages sit in (as the account pages do): eyebrow, heading, a line of introduction, content. */
export function CommunityCard({ title, documentTitle, intro, narrow = false, focusKey, children }: CommunityCardProps) {
  useDocumentTitle(documentTitle ?? title);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [focusKey]);
  return (
    <div className="page-container">
      <section className={`${styles.card} ${narrow ? styles.narrow : ''}`} aria-labelledby="community-heading">
        <p className={styles.eyebrow}>Emberhold Gifts</p>
        <h1 ref={heading} id="community-heading" className={styles.heading} tabIndex={-1}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : <div className={styles.introGap} />}
        {children}
      </section>
    </div>
  );
}

export function Busy({ label }: { label: string }) {
  return (
    <p className={styles.busy} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </p>
  );
}
