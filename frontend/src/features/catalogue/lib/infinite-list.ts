/**
 * The state of an infinitely scrolled list (spec section 2 and 9): pages arrive in any order and late,
 * so a page of a previous sort is dropped, a page is never added twice, and the first empty page ends the list.
 */
export interface InfiniteListState<T> {
  sort: string;
  /** Pages already added, in the order they were added. */
  pages: number[];
  items: T[];
  /** Set once a page came back empty (or scrolling was turned off): no more pages are requested. */
  done: boolean;
  disabled: boolean;
}

export function initialInfiniteList<T>(sort: string, disabled = false): InfiniteListState<T> {
  return { sort, pages: [], items: [], done: false, disabled };
}

/** A new sort starts a new list; the posts of the previous sort are discarded. */
export function changeSort<T>(state: InfiniteListState<T>, sort: string): InfiniteListState<T> {
  if (state.sort === sort) return state;
  return initialInfiniteList<T>(sort, state.disabled);
}

export function addPage<T>(state: InfiniteListState<T>, sort: string, page: number, items: readonly T[]): InfiniteListState<T> {
  if (sort !== state.sort || state.done || state.pages.includes(page)) return state;
  if (items.length === 0) return { ...state, done: true };
  return { ...state, pages: [...state.pages, page], items: [...state.items, ...items] };
}

/** The next page to request, or null when the list has ended or infinite scroll is off. */
export function nextPage<T>(state: InfiniteListState<T>, firstPage: number): number | null {
  if (state.done || state.disabled) return null;
  if (state.pages.length === 0) return firstPage;
  return Math.max(...state.pages) + 1;
}

export function setDisabled<T>(state: InfiniteListState<T>, disabled: boolean): InfiniteListState<T> {
  return state.disabled === disabled ? state : { ...state, disabled };
}

/** Spec section 9: the infinite scroll check runs at most every 100 ms. */
export const INFINITE_SCROLL_THROTTLE_MS = 100;

/** Leading-and-trailing throttle: calls `fn` at once, then at most once per `waitMs`, never dropping the last call. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = now();
    pending = undefined;
    fn(...args);
  };
  const throttled = (...args: A) => {
    const elapsed = now() - last;
    if (elapsed >= waitMs && timer === undefined) return run(args);
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        if (pending) run(pending);
      }, Math.max(0, waitMs - elapsed));
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
