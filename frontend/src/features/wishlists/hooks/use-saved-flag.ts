import { useEffect } from 'react';
import { findSavedAds, findSavedPosts } from '../api/find-saved';
import { SavedLookups } from '../lib/saved-lookups';
import { useWishlistViewer } from '../lib/wishlist-viewer';
import { selectSaved, useSavedStore, type SavedKind } from '../stores/saved.store';

/** One lookup per page of cards, for the whole site. */
const lookups = new SavedLookups({
  find: (kind, ids) => (kind === 'post' ? findSavedPosts(ids) : findSavedAds(ids)),
  known: (userId, kind, id) => selectSaved(userId, kind, id)(useSavedStore.getState()) !== undefined,
  checked: (userId, kind, ids, saved) => useSavedStore.getState().checked(userId, kind, ids, saved),
});

/**
 * Whether the logged-in user has saved this post or sponsored item: false for visitors (who are never looked up, spec
 * section 6), undefined until checked (and while it is not yet known who is reading). A card showing it asks once,
 * batched with the other cards of its page. `initial` is a flag the page already knows (a wishlist page's posts carry
 * the reader's), which saves the lookup.
 */
export function useSavedFlag(kind: SavedKind, id: number, initial?: boolean): boolean | undefined {
  const viewer = useWishlistViewer();
  const userId = viewer.status === 'logged-in' ? viewer.userId : null;
  const saved = useSavedStore(selectSaved(userId, kind, id));
  useEffect(() => {
    if (userId === null || saved !== undefined) return;
    if (initial !== undefined) useSavedStore.getState().checked(userId, kind, [id], new Set(initial ? [id] : []));
    else lookups.request(userId, kind, id);
  }, [userId, kind, id, saved, initial]);
  if (viewer.status === 'logged-out') return false;
  return userId === null ? undefined : saved;
}
