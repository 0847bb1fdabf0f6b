import type { BoardPageResponse, BoardsResponse, SavedPostsResponse } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { useWishlistViewer } from '../lib/wishlist-viewer';

/** Every wishlist read is keyed under this, so a change refreshes them all at once. */
export const WISHLISTS_KEY = 'wishlists';

/** Spec section 7: the reads carry a `now` timestamp, so no cache between the site and the API keeps an old board. */
const now = () => `now=${Date.now()}`;

/**
 * What a reader may see depends on who reads (the owner sees private boards too, and `saved` is the reader's), so the
 * reads wait until the auth state is known and are kept per reader: logging in shows the same page afresh.
 */
function useReader(): { reader: number | 'visitor'; known: boolean } {
  const viewer = useWishlistViewer();
  return { reader: viewer.status === 'logged-in' && viewer.userId !== null ? viewer.userId : 'visitor', known: viewer.status !== 'unknown' };
}

export function useBoards(userId: number | null) {
  const { reader, known } = useReader();
  return useQuery({
    queryKey: [WISHLISTS_KEY, reader, userId, 'boards'] as const,
    queryFn: ({ signal }) => getJson<BoardsResponse>(`/api/user/wishlist/${userId}?${now()}`, signal),
    enabled: known && userId !== null,
    staleTime: 0,
    retry: false,
  });
}

export function useBoardPage(userId: number, boardId: number, page: number) {
  const { reader, known } = useReader();
  return useQuery({
    queryKey: [WISHLISTS_KEY, reader, userId, 'board', boardId, page] as const,
    queryFn: ({ signal }) => getJson<BoardPageResponse>(`/api/user/wishlist/${userId}/list/${boardId}/page/${page}/?${now()}`, signal),
    enabled: known,
    staleTime: 0,
    retry: false,
  });
}

export type SavedListing = 'all' | 'recommended';

/** Every saved post of a user (each once, latest first) or the recommendations drawn from them, a page at a time. */
export function useSavedListing(userId: number, listing: SavedListing, page: number) {
  const { reader, known } = useReader();
  return useQuery({
    queryKey: [WISHLISTS_KEY, reader, userId, listing, page] as const,
    queryFn: ({ signal }) => getJson<SavedPostsResponse>(`/api/user/wishlist/${userId}/${listing}/${page}/?${now()}`, signal),
    enabled: known,
    staleTime: 0,
    retry: false,
  });
}
