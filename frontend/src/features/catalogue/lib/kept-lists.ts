import type { NavigationType } from 'react-router';
import { initialInfiniteList, type InfiniteListState } from './infinite-list';

/** How the visitor reached the current history entry: "POP" (Back, Forward, reload), "PUSH" or "REPLACE". */
export type HistoryAction = `${NavigationType}`;

/** Only a return through history (Back, Forward, reload) comes back to a list as it was left; a link always starts it afresh. */
export function restoresKeptList(action: HistoryAction): boolean {
  return action === 'POP';
}

/**
 * The lists seen in this visit, by list key, as far as they were scrolled, the most recently used last.
 * Coming back to a list shows every page it had at once, so the remembered scroll position of the history entry can be
 * restored onto them; the random sort also keeps the order the visitor saw.
 */
export class KeptLists<T> {
  private readonly lists = new Map<string, InfiniteListState<T>>();

  constructor(private readonly limit: number) {}

  remember(state: InfiniteListState<T>): void {
    if (state.pages.length === 0) return;
    this.lists.delete(state.sort);
    this.lists.set(state.sort, state);
    if (this.lists.size > this.limit) this.lists.delete(this.lists.keys().next().value!);
  }

  /** The state a list starts from: as it was left on a return through history, else empty (forgetting what was kept). */
  start(listKey: string, action: HistoryAction, disabled: boolean): InfiniteListState<T> {
    const kept = this.lists.get(listKey);
    if (kept && restoresKeptList(action)) return { ...kept, disabled };
    this.lists.delete(listKey);
    return initialInfiniteList<T>(listKey, disabled);
  }

  has(listKey: string): boolean {
    return this.lists.has(listKey);
  }
}
