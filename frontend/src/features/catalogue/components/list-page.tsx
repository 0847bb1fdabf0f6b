import { Link, NavLink } from 'react-router';
import { NotFoundMessage } from '../../../components/not-found-message';
import { StatusMessage } from '../../../components/status-message';
import { withCountry } from '../../../lib/country';
import { useCountry } from '../../../lib/use-country';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useList } from '../api/get-list';
import type { ListSort } from '../api/post.types';
import { usePageParam } from '../hooks/use-page-param';
import { PostsGrid, PostsGridSkeleton } from './posts-grid';
import styles from './list-page.module.css';

export type IndexList = 'home' | 'new' | 'popular' | 'random';

/** Spec section 2: / and /new/ sort by new, /popular/ by clicks_score_amazon_available, /random/ randomly. */
const LISTS: Record<IndexList, { sort: ListSort; path: string; heading: string; title: string; intro: string }> = {
  home: {
    sort: 'new',
    path: '',
    heading: 'Fresh from the forge',
    title: '',
    intro: 'The newest gifts for fans of The Emberhold Saga — dragon-scale trinkets, keep-worthy homeware and treasures sworn to the seven Hearth houses.',
  },
  new: {
    sort: 'new',
    path: '/new',
    heading: 'New arrivals',
    title: 'New gifts',
    intro: 'Just carried in through the gatehouse: the latest finds for every reader of the Saga.',
  },
  popular: {
    sort: 'clicks_score_amazon_available',
    path: '/popular',
    heading: 'Most loved in the hall',
    title: 'Popular gifts',
    intro: 'The gifts other fans keep reaching for, ranked by what the whole keep is clicking this season.',
  },
  random: {
    sort: 'random',
    path: '/random',
    heading: 'A roll of the dragon dice',
    title: 'Random gifts',
    intro: 'Let fate choose. A fresh scatter of gifts from every corner of the realm.',
  },
};

const TABS: { list: IndexList; label: string }[] = [
  { list: 'new', label: 'New' },
  { list: 'popular', label: 'Popular' },
  { list: 'random', label: 'Random' },
];

function pagePath(basePath: string, page: number): string {
  return page <= 1 ? `${basePath}/` : `${basePath}/page/${page}/`;
}

export function ListPage({ list }: { list: IndexList }) {
  const country = useCountry();
  const page = usePageParam();
  const config = LISTS[list];
  const query = useList({ sort: config.sort, page: page ?? 1, country });
  useDocumentTitle(page === null ? 'Page not found' : page > 1 ? `${config.title || 'Gifts'} — page ${page}` : config.title);

  if (page === null) return <NotFoundMessage />;

  const activeTab: IndexList = list === 'home' ? 'new' : list;

  return (
    <div className="page-container">
      <section className={styles.hero} aria-labelledby="list-heading">
        <p className={styles.eyebrow}>The Emberhold Saga · Gift finder</p>
        <h1 id="list-heading" className={styles.heading}>
          {config.heading}
          {page > 1 && <span className={styles.pageNote}> · page {page}</span>}
        </h1>
        <p className={styles.intro}>{config.intro}</p>
        <nav className={styles.tabs} aria-label="Sort gifts">
          {TABS.map((tab) => (
            <NavLink
              key={tab.list}
              to={withCountry(`${LISTS[tab.list].path}/`, country)}
              className={`${styles.tab} ${tab.list === activeTab ? styles.tabActive : ''}`}
              aria-current={tab.list === activeTab ? 'page' : undefined}
            >
              {tab.label}
            </NavLink>
          ))}
        </nav>
      </section>

      {query.isPending && <PostsGridSkeleton />}

      {query.isError && (
        <StatusMessage
          tone="error"
          title="The forge fire went out"
          action={
            <button type="button" className="button" onClick={() => void query.refetch()}>
              Try again
            </button>
          }
        >
          We could not load these gifts. {query.error.message}
        </StatusMessage>
      )}

      {query.isSuccess && query.data.posts.length === 0 && (
        <StatusMessage title="There are no more" action={<Link className="button button--ghost" to={withCountry(pagePath(config.path, 1), country)}>Back to the first page</Link>}>
          You have reached the end of this list.
        </StatusMessage>
      )}

      {query.isSuccess && query.data.posts.length > 0 && (
        <>
          <PostsGrid posts={query.data.posts} country={country} />
          <nav className={styles.pager} aria-label="Pages">
            {page > 1 ? (
              <Link className="button button--ghost" to={withCountry(pagePath(config.path, page - 1), country)} rel="prev">
                ← Previous
              </Link>
            ) : (
              <span />
            )}
            <span className={styles.pageNumber}>Page {page}</span>
            <Link className="button" to={withCountry(pagePath(config.path, page + 1), country)} rel="next">
              More gifts →
            </Link>
          </nav>
        </>
      )}
    </div>
  );
}
