import { useCallback } from 'react';
import { NavLink, useParams } from 'react-router';
import { DEFAULT_SORTS, INDEX_LIST_PRICE_FLOORS, isListSort, parsePage } from '@emberhold/contracts/src/site-routes';
import { NotFoundMessage } from '../../../components/not-found-message';
import { withCountry } from '../../../lib/country';
import { useCountry } from '../../../lib/use-country';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getIndexListPage } from '../api/get-list';
import { InfinitePosts } from './infinite-posts';
import styles from './list-page.module.css';

export type IndexList = 'home' | 'new' | 'popular' | 'random' | 'allTimePopular' | 'wctr' | 'mctr' | 'shopInstagram' | 'over1k';

interface ListConfig {
  path: string;
  heading: string;
  title: string;
  intro: string;
}

const LISTS: Record<IndexList, ListConfig> = {
  home: {
    path: '',
    heading: 'Fresh from the forge',
    title: '',
    intro: 'The newest gifts for fans of The Emberhold Saga — dragon-scale trinkets, keep-worthy homeware and treasures sworn to the seven Hearth houses.',
  },
  new: { path: '/new', heading: 'New arrivals', title: 'New gifts', intro: 'Just carried in through the gatehouse: the latest finds for every reader of the Saga.' },
  popular: {
    path: '/popular',
    heading: 'Most loved in the hall',
    title: 'Popular gifts',
    intro: 'The gifts other fans keep reaching for, ranked by what the whole keep is clicking this season.',
  },
  random: { path: '/random', heading: 'A roll of the dragon dice', title: 'Random gifts', intro: 'Let fate choose. A fresh scatter of gifts from every corner of the realm.' },
  allTimePopular: { path: '/all-time-popular', heading: 'Legends of the hall', title: 'All-time popular gifts', intro: 'The gifts fans have clicked most since the keep first opened its gates.' },
  wctr: { path: '/wctr', heading: 'This week in the keep', title: 'Gifts of the week', intro: 'What fans reached for most over the last seven days.' },
  mctr: { path: '/mctr', heading: 'This moon in the keep', title: 'Gifts of the month', intro: 'What fans reached for most over the last month.' },
  over1k: {
    path: '/over1k',
    heading: 'Treasures over a thousand',
    title: 'Gifts over a thousand',
    intro: 'Museum-grade statues and once-in-a-saga pieces, each priced over a thousand in your currency, dearest first.',
  },
  shopInstagram: { path: '/shop-instagram', heading: 'Seen on our feed', title: 'Shop our Instagram', intro: 'The gifts we have shown on our Instagram, all in one place.' },
};

const TABS: { list: IndexList; label: string }[] = [
  { list: 'new', label: 'New' },
  { list: 'popular', label: 'Popular' },
  { list: 'random', label: 'Random' },
];

/** The index lists: /, /new/, /popular/, /random/, the fixed-sort lists and /over1k/ (gifts over a thousand), each with /page/{n} and an optional /sort/{sort}. */
export function ListPage({ list }: { list: IndexList }) {
  const country = useCountry();
  const params = useParams();
  const page = parsePage(params.page);
  const config = LISTS[list];
  const sortParam = params.sort;
  const sort = isListSort(sortParam) ? sortParam : DEFAULT_SORTS[list];
  useDocumentTitle(page === null ? 'Page not found' : page > 1 ? `${config.title || 'Gifts'} — page ${page}` : config.title);
  const fetchPage = useCallback(async (p: number, signal: AbortSignal) => (await getIndexListPage(list, { sort, page: p, country }, signal)).posts, [list, sort, country]);

  if (page === null || (sortParam !== undefined && !isListSort(sortParam))) return <NotFoundMessage homeHref={withCountry('/', country)} />;
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
        <nav className="pill-tabs" aria-label="Sort gifts">
          {TABS.map((tab) => (
            <NavLink
              key={tab.list}
              to={withCountry(`${LISTS[tab.list].path}/`, country)}
              className={`pill-tab ${tab.list === activeTab ? 'pill-tab--current' : ''}`}
              aria-current={tab.list === activeTab ? 'page' : undefined}
            >
              {tab.label}
            </NavLink>
          ))}
        </nav>
      </section>
      <InfinitePosts pageLinks listKey={`lists:${list === 'over1k' ? 'over1k:' : ''}${sort}:${country}:${page}`} firstPage={page} fetchPage={fetchPage} country={country} adContext={{ min: INDEX_LIST_PRICE_FLOORS[list] }} />
    </div>
  );
}
