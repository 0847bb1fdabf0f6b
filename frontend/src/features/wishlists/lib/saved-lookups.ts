import type { SavedKind } from '../stores/saved.store';

/** The most ids one lookup call may name (the API's limit). */
export const LOOKUP_BATCH_MAX = 200;

export interface SavedLookupDeps {
  find: (kind: SavedKind, ids: number[]) => Promise<number[]>;
  /** Whether the flag of `id` is known for `userId` already. */
  known: (userId: number, kind: SavedKind, id: number) => boolean;
  checked: (userId: number, kind: SavedKind, ids: readonly number[], saved: ReadonlySet<number>) => void;
  /** Runs the flush once the current task is over (every card of a page has asked by then). */
  schedule?: (flush: () => void) => void;
}

/**
 * Gathers the saved-flag checks of the cards that appear together and asks the API once for them (spec section 4:
 * checked_for_save). A page of a list mounts its cards in one go, so each page costs one lookup call for its posts and
 * one for its sponsored items, and a post seen before is never asked about again. Only logged-in users ask (spec
 * section 6); a failed lookup leaves the flags unknown, so the cards ask again the next time they appear.
 */
export class SavedLookups {
  private userId: number | null = null;
  private readonly pending: Record<SavedKind, Set<number>> = { post: new Set(), ad: new Set() };
  private readonly inFlight: Record<SavedKind, Set<number>> = { post: new Set(), ad: new Set() };
  private scheduled = false;

  constructor(private readonly deps: SavedLookupDeps) {}

  request(userId: number, kind: SavedKind, id: number): void {
    if (userId !== this.userId) this.restart(userId);
    if (this.deps.known(userId, kind, id) || this.pending[kind].has(id) || this.inFlight[kind].has(id)) return;
    this.pending[kind].add(id);
    if (this.scheduled) return;
    this.scheduled = true;
    (this.deps.schedule ?? ((flush) => setTimeout(flush, 0)))(() => this.flush());
  }

  private restart(userId: number): void {
    this.userId = userId;
    for (const kind of ['post', 'ad'] as const) {
      this.pending[kind].clear();
      this.inFlight[kind].clear();
    }
  }

  private flush(): void {
    this.scheduled = false;
    const userId = this.userId;
    if (userId === null) return;
    for (const kind of ['post', 'ad'] as const) {
      const ids = [...this.pending[kind]];
      this.pending[kind].clear();
      for (let start = 0; start < ids.length; start += LOOKUP_BATCH_MAX) {
        const batch = ids.slice(start, start + LOOKUP_BATCH_MAX);
        for (const id of batch) this.inFlight[kind].add(id);
        const settle = (saved: number[] | null) => {
          // A lookup answered after another login is not that user's.
          if (this.userId !== userId) return;
          for (const id of batch) this.inFlight[kind].delete(id);
          if (saved) this.deps.checked(userId, kind, batch, new Set(saved));
        };
        this.deps.find(kind, batch).then(settle, () => settle(null));
      }
    }
  }
}
