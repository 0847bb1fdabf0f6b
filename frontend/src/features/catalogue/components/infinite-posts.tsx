import { useEffect, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { NativeAdCard } from '../../../components/native-ad-preview';
import { StatusMessage } from '../../../components/status-message';
import type { Country } from '../../../lib/country';
import { listPageHref } from '../../../lib/page-links';
import { useScrollVariant } from '../../../lib/scroll-variant';
import { nativeAdsQueryOptions, useNativeAds, type NativeAd, type NativeAdContext } from '../api/get-native-ads';
import type { Post } from '../api/post.types';
import { useInfinitePosts } from '../hooks/use-infinite-posts';
import { adsForPage, NATIVE_AD_LAST_PAGE, NATIVE_AD_POSITIONS, withInserts } from '../lib/list-inserts';
import { PostCard } from './post-card';
import { PostsGridSkeleton } from './posts-grid';
import { AdSaveSlot } from './save-slot';
import gridStyles from './posts-grid.module.css';
import styles from './list-page.module.css';

export interface InfinitePostsProps {
  listKey: string;
  firstPage: number;
  /** The first page's posts when the page already holds them (a gift guide's head): shown at once, not asked for again. */
  firstPagePosts?: Post[] | undefined;
  fetchPage: (page: number, signal: AbortSignal) => Promise<Post[]>;
  country: Country;
  /** Gift lists: the editorial feature, placed at position 5 of page 1. */
  featured?: Post | null;
  /** The related list of a post page: the related item, placed at position 4 of page 1. */
  related?: Post | null;
  disabled?: boolean;
  emptyMessage?: string;
  /**
   * Where the list's ad slots stand, so the ads fit it: its gift guide (slug) and price filter (in the visitor's
   * currency). The country is the list's own.
   */
  adContext?: { list?: string | undefined; min?: number | undefined; max?: number | undefined };
  /** Shown after the first page's cards (the gift guides landing's blog posts), so the products come first. */
  afterFirstPage?: ReactNode;
  /**
   * The list's pages have addresses (/page/{n}/): without scripts (and for crawlers) the list links to its previous and
   * next pages where the browser would scroll on.
   */
  pageLinks?: boolean;
}

/** The first cards of the first page shown are above the fold; loading them eagerly improves the largest contentful paint. */
const EAGER_CARDS = 4;

function AdCard({ ad }: { ad: NativeAd }) {
  return (
    // data-track, data-ad-id and data-offer: the impression and click of this slot's offer are tracked from them.
    <NativeAdCard {...ad} data={{ 'data-track': 'native-ad', 'data-ad-id': ad.ad_id, 'data-offer': ad.offer || undefined }}>
      <AdSaveSlot ad={ad} />
    </NativeAdCard>
  );
}

/** An ad slot held open while the page's ads load: the same box as an ad, so nothing moves when it arrives. */
function AdSlotPlaceholder() {
  return <div className={gridStyles.adPlaceholder} aria-hidden="true" data-ad-placeholder="" />;
}

const HELD_SLOT = { held: true } as const;

interface ListPageEntriesProps {
  listKey: string;
  page: number;
  adContext: NativeAdContext;
  posts: Post[];
  country: Country;
  featured?: Post | null | undefined;
  related?: Post | null | undefined;
  eagerCards: number;
}

/** One page of the list with its ads (asked for per page, each slot with its own offer) and the feature placed in. */
function ListPageEntries({ listKey, page, adContext, posts, country, featured, related, eagerCards }: ListPageEntriesProps) {
  const { ads, pending } = useNativeAds(listKey, page, adContext);
  const slots: Array<NativeAd | typeof HELD_SLOT> = pending ? NATIVE_AD_POSITIONS.map(() => HELD_SLOT) : adsForPage(ads, page, NATIVE_AD_POSITIONS.length);
  const entries = withInserts<Post, NativeAd | typeof HELD_SLOT>({ page, posts, ads: slots, featured, related });
  let eager = eagerCards;
  return entries.map((entry, index) => {
    if (entry.kind === 'ad') {
      return 'held' in entry.ad ? <AdSlotPlaceholder key={`ad-${page}-${index}`} /> : <AdCard key={`ad-${page}-${index}`} ad={entry.ad} />;
    }
    const isEager = eager-- > 0;
    return (
      <PostCard
        key={`${entry.kind}-${entry.post.id}`}
        post={entry.post}
        country={country}
        eager={isEager}
        featured={entry.kind === 'featured'}
        placement={{ surface: 'list', sort: entry.post.sort, page, position: index + 1 }}
      />
    );
  });
}

/**
 * A list with native ads and the featured item placed in, that continues past its first page by the visitor's scroll
 * variant (spec sections 6 and 9): `infinite` loads the next page as the reader nears the end, `button` when they press
 * "Show more gifts". Both track and restore the same way.
 */
export function InfinitePosts({ listKey, firstPage, firstPagePosts, fetchPage, country, featured, related, disabled, emptyMessage, adContext, afterFirstPage, pageLinks }: InfinitePostsProps) {
  const variant = useScrollVariant();
  const { state, loading, error, retry, loadMore, sentinelRef } = useInfinitePosts({ listKey, firstPage, firstPagePosts, fetchPage, disabled: disabled ?? false, autoLoad: variant === 'infinite' });
  const { list, min, max } = adContext ?? {};
  const context: NativeAdContext = useMemo(() => ({ country, list, min, max }), [country, list, min, max]);
  const queryClient = useQueryClient();
  const location = useLocation();
  const lastPage = state.pages.length > 0 ? Math.max(...state.pages) : firstPage - 1;
  // The ads of the page coming next are asked for with its posts, so its slots rarely wait for them.
  useEffect(() => {
    const next = lastPage + 1;
    if (disabled || state.done || next < 1 || next > NATIVE_AD_LAST_PAGE) return;
    void queryClient.prefetchQuery(nativeAdsQueryOptions(listKey, next, context));
  }, [queryClient, listKey, lastPage, context, disabled, state.done]);

  if (state.items.length === 0 && error) {
    return <LoadFailed retry={retry}>We could not load these gifts. {error.message}</LoadFailed>;
  }
  if (state.items.length === 0 && state.done) return <StatusMessage title="No results found. :(">{emptyMessage}</StatusMessage>;
  if (state.items.length === 0) return <PostsGridSkeleton />;

  const grid = (pages: number[], offset: number) => (
    <div className={gridStyles.grid}>
      {pages.map((page, index) => (
        <ListPageEntries
          key={page}
          listKey={listKey}
          page={page}
          adContext={context}
          posts={state.items.filter((i) => i.page === page).map((i) => i.post)}
          country={country}
          featured={featured}
          related={related}
          eagerCards={index + offset === 0 ? EAGER_CARDS : 0}
        />
      ))}
    </div>
  );
  const split = afterFirstPage !== undefined && afterFirstPage !== null;

  return (
    <>
      {split ? grid(state.pages.slice(0, 1), 0) : grid(state.pages, 0)}
      {split && <div className={styles.afterFirstPage}>{afterFirstPage}</div>}
      {split && state.pages.length > 1 && grid(state.pages.slice(1), 1)}
      <div ref={sentinelRef} className={styles.sentinel} data-list-end={state.done || undefined} aria-hidden="true" />
      {loading && <p className={styles.pageNumber} role="status">Loading more gifts…</p>}
      {variant === 'button' && !state.done && !error && !state.disabled && (
        <div className={styles.showMore}>
          {/* aria-disabled rather than disabled while the page loads, so the button keeps the keyboard focus. */}
          <button type="button" className="button" aria-disabled={loading || undefined} data-scroll-variant="button" onClick={() => !loading && loadMore()}>
            Show more gifts
          </button>
        </div>
      )}
      {error && (
        <LoadFailed retry={retry}>{error.message}</LoadFailed>
      )}
      {state.done && <p className={styles.endNote}>You have reached the end of this list.</p>}
      {pageLinks && (
        // Only without scripts: the browser itself scrolls on (or shows more) instead.
        <noscript>
          <nav className={styles.showMore} aria-label="Pages">
            {firstPage > 1 && (
              <a className="button" href={listPageHref(location.pathname, location.search, firstPage - 1)} rel="prev">
                Previous page
              </a>
            )}{' '}
            {!state.done && (
              <a className="button" href={listPageHref(location.pathname, location.search, lastPage + 1)} rel="next">
                Next page
              </a>
            )}
          </nav>
        </noscript>
      )}
    </>
  );
}
