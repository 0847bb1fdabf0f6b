import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_SORTS, isListSort, parsePage, type ListSortName } from '@emberhold/contracts/src/site-routes';
import { getGifts, giftHeadQueryOptions } from '../features/catalogue/api/get-gifts';
import { featuredQueryOptions } from '../features/catalogue/api/get-featured';
import { getIndexListPage } from '../features/catalogue/api/get-list';
import { postQueryOptions } from '../features/catalogue/api/get-post';
import { getSearch } from '../features/catalogue/api/get-search';
import type { Post } from '../features/catalogue/api/post.types';
import type { IndexList } from '../features/catalogue/components/list-page';
import { blogPostQueryOptions, blogPostsQueryOptions } from '../features/content/api/get-blog';
import { giveawayQueryOptions, giveawaysQueryOptions } from '../features/content/api/get-giveaways';
import { readCookie } from '../lib/cookies';
import { isValidSessionId, SESSION_COOKIE } from '../lib/session';
import { countryForPath } from '../lib/use-country';

/**
 * What the server renderer reads before it renders a visitor page: the page's public data, put in the query cache under
 * the keys (and with the query functions) its components read, so the first render shows it and the browser, handed
 * the cache, does not ask again. Only the server runs these (route `handle.prefetch`); in the browser the components
 * fetch as they always have. Logged-in parts (saved flags, ratings, staff tools) are not read here: they fill in after
 * hydration.
 */
export interface PrefetchContext {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  location: URL;
}

export type RoutePrefetch = (context: PrefetchContext) => Promise<unknown>;

export interface RouteHandle {
  prefetch?: RoutePrefetch;
}

/** The first page of an infinitely scrolled list, as features/catalogue/hooks/use-infinite-posts keeps it. */
function infiniteListPage(queryClient: QueryClient, listKey: string, page: number, fetch: () => Promise<Post[]>): Promise<unknown> {
  return queryClient.prefetchQuery({ queryKey: ['post-list', listKey, page], queryFn: fetch, staleTime: 60_000 });
}

/**
 * The random sort is asked for with the visitor's session seed (lib/session): read from the request's cookies; with no
 * session yet the browser starts one and reads the list itself, so every page of it follows one order.
 */
function seedable(sort: string): boolean {
  return sort !== 'random' || isValidSessionId(readCookie(SESSION_COOKIE));
}

/** The index lists (features/catalogue/components/list-page). */
export function indexListPrefetch(list: IndexList): RoutePrefetch {
  return async ({ queryClient, params, location }) => {
    const page = parsePage(params.page);
    if (page === null || (params.sort !== undefined && !isListSort(params.sort))) return;
    const sort: ListSortName = isListSort(params.sort) ? params.sort : DEFAULT_SORTS[list];
    if (!seedable(sort)) return;
    const country = countryForPath(location.pathname);
    const listKey = `lists:${list === 'over1k' ? 'over1k:' : ''}${sort}:${country}:${page}`;
    await infiniteListPage(queryClient, listKey, page, async () => (await getIndexListPage(list, { sort, page, country })).posts);
  };
}

/** /gifts/, a gift guide and a nested guide (features/catalogue/components/gift-list-page), unfiltered by price. */
export const giftListPrefetch: RoutePrefetch = async ({ queryClient, params, location }) => {
  const list = params.list ?? 'all';
  const page = parsePage(params.page);
  if (page === null || (params.sort !== undefined && !isListSort(params.sort))) return;
  // A price filter is the slider's: the browser reads it.
  if (location.searchParams.has('min') || location.searchParams.has('max')) return;
  const sort = isListSort(params.sort) ? params.sort : list === 'all' ? DEFAULT_SORTS.giftsLanding : DEFAULT_SORTS.giftList;
  if (!seedable(sort)) return;
  const country = countryForPath(location.pathname);
  const request = { list, parentList: params.parent, sort, country, min: undefined, max: undefined };
  const featured = queryClient.prefetchQuery(featuredQueryOptions(country));
  // The first page comes with the guide's name: the page reads its first posts from it, so page 1 is kept once.
  const head = await queryClient.fetchQuery(giftHeadQueryOptions(request)).catch(() => undefined);
  if (head && page > 1) {
    const listKey = `gifts:${JSON.stringify(request)}:${page}`;
    await infiniteListPage(queryClient, listKey, page, async () => (await getGifts({ ...request, page })).posts);
  }
  await featured;
};

/** /wishlisted-price/ (features/catalogue/components/price-list-page) without a price filter. */
export const priceListPrefetch: RoutePrefetch = async ({ queryClient, params, location }) => {
  const page = parsePage(params.page);
  if (page === null || (params.sort !== undefined && !isListSort(params.sort))) return;
  if (location.searchParams.has('from') || location.searchParams.has('to')) return;
  const sort = isListSort(params.sort) ? params.sort : DEFAULT_SORTS.wishlistedPrice;
  if (!seedable(sort)) return;
  const country = countryForPath(location.pathname);
  const request = { list: 'all', sort, country, min: undefined, max: undefined };
  const listKey = `price:${JSON.stringify(request)}:${page}`;
  await infiniteListPage(queryClient, listKey, page, async () => (await getGifts({ ...request, page })).posts);
};

/** /search/{term} (features/catalogue/components/search-page). */
export const searchPrefetch: RoutePrefetch = async ({ queryClient, params, location }) => {
  const term = params.term ?? '';
  const country = countryForPath(location.pathname);
  await infiniteListPage(queryClient, `search:${term}:${country}`, 1, async () => (await getSearch(term, 1, country)).posts);
};

/** A product page (features/catalogue/components/post-page); its related list comes later, in the browser. */
export const postPrefetch: RoutePrefetch = async ({ queryClient, params, location }) => {
  await queryClient.prefetchQuery(postQueryOptions({ slug: params.slug ?? '', country: countryForPath(location.pathname) }));
};

export const blogListPrefetch: RoutePrefetch = ({ queryClient }) => queryClient.prefetchQuery(blogPostsQueryOptions());

export const blogPostPrefetch: RoutePrefetch = ({ queryClient, params }) => queryClient.prefetchQuery(blogPostQueryOptions(params.slug ?? ''));

export const giveawaysPrefetch: RoutePrefetch = async ({ queryClient, params }) => {
  const page = params.page === undefined ? 1 : /^[1-9]\d{0,5}$/.test(params.page) ? Number(params.page) : null;
  if (page !== null) await queryClient.prefetchQuery(giveawaysQueryOptions(page));
};

export const giveawayPrefetch: RoutePrefetch = ({ queryClient, params }) => queryClient.prefetchQuery(giveawayQueryOptions(params.slug ?? ''));

/** The gift guides landing also shows the latest blog posts (features/content/components/latest-blog-posts). */
export const giftsLandingPrefetch: RoutePrefetch = async (context) => {
  await Promise.all([giftListPrefetch(context), blogListPrefetch(context)]);
};

interface MatchLike {
  params: Record<string, string | undefined>;
  route: { handle?: unknown };
}

/** Runs the prefetch of every matched route (the layout's and the page's) and waits for all of them. */
export async function prefetchRoute(matches: readonly MatchLike[], { queryClient, location }: { queryClient: QueryClient; location: URL }): Promise<void> {
  await Promise.all(
    matches.map((match) => {
      const handle = match.route.handle as RouteHandle | undefined;
      return handle?.prefetch?.({ queryClient, params: match.params, location });
    }),
  );
}
