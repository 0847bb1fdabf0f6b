import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigationType } from 'react-router';
import type { Post } from '../api/post.types';
import { KeptLists } from '../lib/kept-lists';
import { addPage, INFINITE_SCROLL_THROTTLE_MS, nextPage, throttle, type InfiniteListState } from '../lib/infinite-list';

/** How close (px) the end of the list may come to the bottom of the window before the next page loads. */
const LOAD_AHEAD_PX = 800;

type Entry = { page: number; post: Post };

/** Up to this many lists are kept in memory for a return through history. */
const KEPT_LIST_LIMIT = 20;
const keptLists = new KeptLists<Entry>(KEPT_LIST_LIMIT);

export interface InfinitePostsOptions {
  /** Identifies the list and its filters; a change starts a new list, discarding the old posts. */
  listKey: string;
  firstPage: number;
  /**
   * The first page's posts when the page already holds them under a cache entry of its own (a gift guide reads them
   * with its name): the list starts from them, so they are neither kept twice nor asked for again.
   */
  firstPagePosts?: Post[] | undefined;
  fetchPage: (page: number, signal: AbortSignal) => Promise<Post[]>;
  disabled?: boolean;
  /**
   * Whether the next page loads as the end of the list nears the bottom of the window (the `infinite` scroll variant);
   * false (`button`) loads it only when loadMore is called. The first page always loads.
   */
  autoLoad?: boolean;
}

export interface InfinitePosts {
  state: InfiniteListState<Entry>;
  loading: boolean;
  error: Error | null;
  retry: () => void;
  /** Loads the next page now (the "Show more gifts" button); nothing while that page is on its way or the list has ended. */
  loadMore: () => void;
  sentinelRef: (element: HTMLElement | null) => void;
}

export function useInfinitePosts({ listKey, firstPage, firstPagePosts, fetchPage, disabled = false, autoLoad = true }: InfinitePostsOptions): InfinitePosts {
  const queryClient = useQueryClient();
  const navigationType = useNavigationType();
  // A first page already in the query cache (the server rendered the page from it) shows at once, on the server and in
  // the browser's first render alike.
  const startList = (key: string, isDisabled: boolean) => {
    const started = keptLists.start(key, navigationType, isDisabled);
    if (started.pages.length > 0 || started.done) return started;
    const cached = queryClient.getQueryData<Post[]>(['post-list', key, firstPage]) ?? firstPagePosts;
    return cached ? addPage(started, key, firstPage, cached.map((post) => ({ page: firstPage, post }))) : started;
  };
  const [state, setState] = useState(() => startList(listKey, disabled));
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const sentinel = useRef<HTMLElement | null>(null);
  const inFlight = useRef<string | null>(null);
  // A new list key discards the posts of the previous list (or, coming back through history, brings back what was seen of the new one).
  const current = state.sort === listKey ? state : startList(listKey, state.disabled);
  if (current !== state) {
    setState(current);
    setError(null);
  }
  useEffect(() => keptLists.remember(state), [state]);
  const effective = { ...current, disabled: disabled && current.pages.length > 0 };

  const load = useCallback(() => {
    const page = nextPage(effective, firstPage);
    // One request per list and page; a request of a previous list (filters moved on) does not block the new one.
    const request = `${listKey}\u0000${page}`;
    if (page === null || inFlight.current === request) return;
    inFlight.current = request;
    setLoading(true);
    setError(null);
    const sort = listKey;
    queryClient
      .fetchQuery({ queryKey: ['post-list', sort, page], queryFn: ({ signal }) => fetchPage(page, signal), staleTime: 60_000 })
      .then((posts) => setState((s) => addPage(s, sort, page, posts.map((post) => ({ page, post })))))
      .catch((e: unknown) => {
        if (inFlight.current === request) setError(e instanceof Error ? e : new Error(String(e)));
      })
      .finally(() => {
        if (inFlight.current !== request) return;
        inFlight.current = null;
        setLoading(false);
      });
    // effective is derived from state; listing its parts keeps the callback fresh.
  }, [queryClient, fetchPage, listKey, firstPage, effective.done, effective.disabled, effective.pages.length]);

  // The first page always loads; further pages load as the end of the list nears the bottom of the window.
  useEffect(() => {
    if (effective.pages.length === 0 && !error) load();
  }, [effective.pages.length, error, load]);

  useEffect(() => {
    if (error || !autoLoad) return;
    const check = throttle(() => {
      const element = sentinel.current;
      if (element && element.getBoundingClientRect().top - window.innerHeight < LOAD_AHEAD_PX) load();
    }, INFINITE_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    if (!loading) check();
    return () => {
      check.cancel();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [load, loading, error, autoLoad]);

  const sentinelRef = useCallback((element: HTMLElement | null) => {
    sentinel.current = element;
  }, []);

  return { state: effective, loading, error, retry: load, loadMore: load, sentinelRef };
}
