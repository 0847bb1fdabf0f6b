import { create } from 'zustand';

export type SavedKind = 'post' | 'ad';

/**
 * The saved flags of spec section 4, for the logged-in user `userId`: a post (or sponsored item) id is in its map once
 * it has been checked for save, with whether it is saved. The flag turns true on add and false on remove at once,
 * for every card showing it. Another user (a new login) starts from nothing.
 */
export interface SavedState {
  userId: number | null;
  post: Record<number, boolean>;
  ad: Record<number, boolean>;
  /** A lookup's answer for `ids`; an id whose flag a change set meanwhile keeps that newer flag. */
  checked: (userId: number, kind: SavedKind, ids: readonly number[], saved: ReadonlySet<number>) => void;
  /** A change the user made (add, remove, move). */
  setSaved: (userId: number, kind: SavedKind, id: number, saved: boolean) => void;
  /** Forgets every flag (a board with unknown posts was deleted): cards on screen check theirs again. */
  forget: () => void;
}

const EMPTY = { post: {}, ad: {} } as const;

export const useSavedStore = create<SavedState>()((set, get) => ({
  userId: null,
  ...EMPTY,
  checked: (userId, kind, ids, saved) => {
    const state = get();
    const base = state.userId === userId ? state : { ...EMPTY, userId };
    const flags = { ...base[kind] };
    for (const id of ids) if (flags[id] === undefined) flags[id] = saved.has(id);
    set({ ...base, userId, [kind]: flags });
  },
  setSaved: (userId, kind, id, saved) => {
    const state = get();
    const base = state.userId === userId ? state : { ...EMPTY, userId };
    set({ ...base, userId, [kind]: { ...base[kind], [id]: saved } });
  },
  forget: () => set({ ...EMPTY }),
}));

/** The flag of one post or ad for `userId`: undefined until checked (or while another user's flags are held). */
export function selectSaved(userId: number | null, kind: SavedKind, id: number) {
  return (state: SavedState): boolean | undefined => (userId !== null && state.userId === userId ? state[kind][id] : undefined);
}
