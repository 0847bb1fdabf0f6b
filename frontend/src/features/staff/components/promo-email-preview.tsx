import type { PromoEmailPreviewDto } from '@emberhold/contracts';
import { useId } from 'react';
import styles from './promo-email-page.module.css';

/**
 * The email as the server would send it: its subject, its HTML in a frame sandboxed with nothing allowed (no scripts,
 * no forms, another origin than the site's, even if the sanitizer missed something), and its plain-text part.
 */
export function PromoEmailPreview({ preview }: { preview: PromoEmailPreviewDto }) {
  const headingId = useId();
  return (
    <section className={styles.preview} aria-labelledby={headingId} data-promo-email-preview="">
      <h3 id={headingId} className={styles.previewHeading}>
        Preview
      </h3>
      <p className={styles.previewSubject}>
        <span className={styles.muted}>Subject:</span> {preview.subject_line}
      </p>
      <iframe className={styles.previewFrame} title="The email as it will be sent" sandbox="" referrerPolicy="no-referrer" srcDoc={preview.html} />
      <details className={styles.previewText}>
        <summary>Plain-text version</summary>
        <pre>{preview.text}</pre>
      </details>
    </section>
  );
}
