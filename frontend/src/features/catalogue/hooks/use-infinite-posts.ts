import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Post } from '../api/post.types';
import { addPage, changeSort, initialInfiniteList, INFINITE_SCROLL_THROTTLE_MS, nextPage, throttle, type InfiniteListState } from '../lib/infinite-list';

/** How close (px) the end of the list may come to the bottom of the window before the next page loads. */
const LOAD_AHEAD_PX = 800;

export interface InfinitePostsOptions {
  /** Identifies the list and its filters; a change starts a new list, discarding the old posts. */
  listKey: string;
  firstPage: number;
  fetchPage: (page: number, signal: AbortSignal) => Promise<Post[]>;
  disabled?: boolean;
}

export interface InfinitePosts {
  state: InfiniteListState<{ page: number; post: Post }>;
  loading: boolean;
  error: Error | null;
  retry: () => void;
  sentinelRef: (element: HTMLElement | null) => void;
}

export function useInfinitePosts({ listKey, firstPage, fetchPage, disabled = false }: InfinitePostsOptions): InfinitePosts {
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => initialInfiniteList<{ page: number; post: Post }>(listKey, disabled));
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const sentinel = useRef<HTMLElement | null>(null);
  const inFlight = useRef<number | null>(null);
  const current = changeSort(state, listKey);
  if (current !== state) setState(current);
  const effective = { ...current, disabled: disabled && current.pages.length > 0 };

  const load = useCallback(() => {
    const page = nextPage(effective, firstPage);
    if (page === null || inFlight.current === page) return;
    inFlight.current = page;
    setLoading(true);
    setError(null);
    const sort = listKey;
    queryClient
      .fetchQuery({ queryKey: ['post-list', sort, page], queryFn: ({ signal }) => fetchPage(page, signal), staleTime: 60_000 })
      .then((posts) => setState((s) => addPage(s, sort, page, posts.map((post) => ({ page, post })))))
      .catch((e: unknown) => setError(e instanceof Error ? e : new Error(String(e))))
      .finally(() => {
        if (inFlight.current === page) inFlight.current = null;
        setLoading(false);
      });
    // effective is derived from state; listing its parts keeps the callback fresh.
  }, [queryClient, fetchPage, listKey, firstPage, effective.done, effective.disabled, effective.pages.length]);

  // The first page always loads; further pages load as the end of the list nears the bottom of the window.
  useEffect(() => {
    if (effective.pages.length === 0 && !error) load();
  }, [effective.pages.length, error, load]);

  useEffect(() => {
    if (error) return;
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
  }, [load, loading, error]);

  const sentinelRef = useCallback((element: HTMLElement | null) => {
    sentinel.current = element;
  }, []);

  return { state: effective, loading, error, retry: load, sentinelRef };
}
