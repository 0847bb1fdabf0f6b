import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageCard } from '../../../components/page-card';
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
    <PageCard title={title} documentTitle={documentTitle} intro={intro} className={`${styles.card} ${narrow ? styles.narrow : ''}`} headingRef={heading}>
      {children}
    </PageCard>
  );
}

export function Busy({ label }: { label: string }) {
  return (
    <p className="status-waiting" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
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
        <p className="form-done-message">{message}</p>
        <p className="form-done-detail">{detail}</p>
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

interface FormCardProps {
  title: string;
  intro: ReactNode;
  /** What the card says once the form is sent, with the server's answer: its heading, what happens next, the way to send another. */
  sent: Omit<SentResultProps, 'message' | 'onAgain'> & { title: string };
  /** The form; it calls `onSent` with the server's answer. */
  form: (onSent: (message: string) => void) => ReactNode;
}

/** A community page with a form (contact, submit a product): the form in its card, then the answer in its place. */
export function FormCard({ title, intro, sent, form }: FormCardProps) {
  const [answer, setAnswer] = useState<string | null>(null);
  if (answer !== null) {
    return (
      <CommunityCard title={sent.title} documentTitle={title} focusKey="sent">
        <SentResult message={answer} detail={sent.detail} againLabel={sent.againLabel} onAgain={() => setAnswer(null)} marker={sent.marker} />
      </CommunityCard>
    );
  }
  return (
    <CommunityCard title={title} intro={intro}>
      {form(setAnswer)}
    </CommunityCard>
  );
}
