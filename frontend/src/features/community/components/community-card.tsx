import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './community-card.module.css';
import formStyles from './forms.module.css';

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

interface SentResultProps {
  /** The server's answer, shown as the result. */
  message: string;
  detail: string;
  againLabel: string;
  onAgain: () => void;
  /** The result's data attribute, for the page's tests (data-contact-sent, data-submit-done). */
  marker: string;
}

/**
 * What a community form's card shows once sent: the answer, what happens next, and the way to send another or go
 * back. It goes inside the same CommunityCard as the form, so the card's focusKey moves focus to the new heading.
 */
export function SentResult({ message, detail, againLabel, onAgain, marker }: SentResultProps) {
  return (
    <>
      <div className={formStyles.done} role="status" {...{ [`data-${marker}`]: '' }}>
        <p className={formStyles.doneMessage}>{message}</p>
        <p className={formStyles.doneDetail}>{detail}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onAgain}>
          {againLabel}
        </button>
        <Link className="button button--ghost" to="/">
          Back to the gifts
        </Link>
      </div>
    </>
  );
}
