import { type ComponentType, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundMessage } from '../../../components/not-found-message';
import { StatusMessage } from '../../../components/status-message';
import { PlainTextParagraphs } from '../../../components/plain-text-paragraphs';
import { imageLoading } from '../../../components/image-loading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGiveaway, useGiveaways } from '../api/get-giveaways';
import { GIVEAWAY_IMAGE_SIZE } from '../lib/giveaway-image';
import { GIVEAWAY_ENDED, giveawayRemaining, isGiveawayOpen, isLastGiveawayPage } from '../lib/giveaway-wording';
import { QueryState } from './query-state';
import styles from './content-page.module.css';
import { renderNow } from '../../../lib/render-clock';

export function GiveawaysPage() {
  const params = useParams();
  const page = params.page === undefined ? 1 : /^[1-9]\d{0,5}$/.test(params.page) ? Number(params.page) : null;
  const query = useGiveaways(page ?? 1);
  const [now] = useState(() => new Date(renderNow()));
  useDocumentTitle('Giveaways');
  if (page === null) return <NotFoundMessage />;
  return (
    <div className="page-container">
      <h1 className={styles.listHeading}>Giveaways</h1>
      <QueryState query={query}>
        {() => {
          const giveaways = query.data?.giveaways ?? [];
          if (giveaways.length === 0) return <StatusMessage title="There are no more" />;
          return (
            <>
              <ul className={styles.cards}>
                {giveaways.map((g, index) => (
                  <li key={g.id} className={styles.card} data-giveaway={isGiveawayOpen(g.ends_at, now) ? 'open' : 'ended'}>
                    {/* The first card's picture is above the fold; the others load as they near it. */}
                    {g.image && <img src={g.image} alt={g.title} {...GIVEAWAY_IMAGE_SIZE} {...imageLoading(index === 0)} />}
                    <h2>
                      <Link to={`/giveaway/${g.slug}`}>{g.title}</Link>
                    </h2>
                    <p className={styles.muted}>{giveawayRemaining(g.ends_at, now)}</p>
                  </li>
                ))}
              </ul>
              <nav className={styles.pager} aria-label="Pages">
                {page > 1 ? <Link to={page === 2 ? '/giveaways/' : `/giveaways/${page - 1}`}>← Newer</Link> : <span />}
                {!isLastGiveawayPage(giveaways.length) && <Link to={`/giveaways/${page + 1}`}>Older →</Link>}
              </nav>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

/** Where entries go on a giveaway's page (spec section 2, giveaway entry modal); the app supplies it. */
export type GiveawayEntrySlot = ComponentType<{ slug: string; title: string; image: string | null; endsAt: string }>;

export function GiveawayPage({ entry: Entry }: { entry?: GiveawayEntrySlot } = {}) {
  const { slug = '' } = useParams();
  const query = useGiveaway(slug);
  const [now] = useState(() => new Date(renderNow()));
  useDocumentTitle(query.data?.giveaway.title ?? 'Giveaway');
  if (query.isError && !query.isPending) {
    return (
      <div className="page-container">
        <StatusMessage tone="error" title="Giveaway could not be found." />
      </div>
    );
  }
  return (
    <QueryState query={query}>
      {() => {
        const g = query.data!.giveaway;
        const open = isGiveawayOpen(g.ends_at, now);
        return (
          <article className={`page-container ${styles.article}`} data-giveaway={open ? 'open' : 'ended'}>
            <h1>{g.title}</h1>
            {open ? (
              <>
                <p className={styles.muted}>{giveawayRemaining(g.ends_at, now)}</p>
                {Entry && <Entry slug={g.slug} title={g.title} image={g.image} endsAt={g.ends_at} />}
              </>
            ) : (
              <div className={styles.ended}>
                <p>{GIVEAWAY_ENDED}</p>
                <p className={styles.muted}>
                  Keep an eye on <Link to="/giveaways/">the giveaways page</Link> for the next one.
                </p>
              </div>
            )}
            {g.image && <img src={g.image} alt={g.title} {...GIVEAWAY_IMAGE_SIZE} {...imageLoading(true)} />}
            <PlainTextParagraphs html={g.content} />
          </article>
        );
      }}
    </QueryState>
  );
}
