import { useId, type ReactNode, type Ref } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

interface PageCardProps {
  title: string;
  /** The document title when it differs from the heading. */
  documentTitle?: string;
  intro?: ReactNode;
  /** The card's own look beside the shared one (its width, its glow). */
  className?: string;
  /** The heading, focusable, for a card that moves focus to it when its content changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/**
 * A page that is one centred card (log in, register, the community's forms and confirmations): the site's name over
 * the heading (also the document title), a line of introduction, then the content.
 */
export function PageCard({ title, documentTitle, intro, className, headingRef, children }: PageCardProps) {
  useDocumentTitle(documentTitle ?? title);
  const headingId = useId();
  return (
    <div className="page-container">
      <section className={className ? `panel page-card ${className}` : 'panel page-card'} aria-labelledby={headingId}>
        <p className="page-eyebrow">Emberhold Gifts</p>
        <h1 ref={headingRef} id={headingId} className="page-heading page-card-heading" tabIndex={headingRef ? -1 : undefined}>
          {title}
        </h1>
        {intro ? <p className="page-intro page-card-intro">{intro}</p> : <div className="page-card-gap" />}
        {children}
      </section>
    </div>
  );
}
