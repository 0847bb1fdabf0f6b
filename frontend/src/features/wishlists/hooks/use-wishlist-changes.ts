import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WISHLISTS_KEY } from '../api/get-wishlists';
import { addItem, createBoard, deleteBoard, editBoard, moveItem, removeAd, removeItem, saveAd } from '../api/wishlist-changes';
import { useWishlistViewer } from '../lib/wishlist-viewer';
import { useSavedStore } from '../stores/saved.store';
import type { BoardItem, SaveTarget } from '../stores/wishlist-modal.store';

/** After any change every wishlist read is stale: boards' counts and images, pages, listings. */
function useRefreshWishlists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [WISHLISTS_KEY] });
}

function useUserId(): number {
  const { userId } = useWishlistViewer();
  // The modals and edit controls are only offered to a logged-in user.
  return userId ?? 0;
}

export function useCreateBoard() {
  const refresh = useRefreshWishlists();
  return useMutation({ mutationFn: createBoard, onSuccess: refresh });
}

export function useEditBoard() {
  const refresh = useRefreshWishlists();
  return useMutation({ mutationFn: editBoard, onSuccess: refresh });
}

export function useDeleteBoard() {
  const refresh = useRefreshWishlists();
  return useMutation({
    mutationFn: deleteBoard,
    onSuccess: () => {
      // Its posts may now be saved nowhere: the cards on screen check their flags again.
      useSavedStore.getState().forget();
      return refresh();
    },
  });
}

/** Saves a post (with its comment) or a sponsored item to a board; its saved flag turns true everywhere (spec section 4). */
export function useSaveToBoard() {
  const refresh = useRefreshWishlists();
  const userId = useUserId();
  return useMutation({
    mutationFn: ({ target, boardId, comment }: { target: SaveTarget; boardId: number; comment: string }) =>
      target.kind === 'post' ? addItem({ post_id: target.id, wishlist_id: boardId, comment }) : saveAd({ ad_id: target.id, wishlist_id: boardId }),
    onSuccess: (_result, { target }) => {
      useSavedStore.getState().setSaved(userId, target.kind, target.id, true);
      return refresh();
    },
  });
}

/** Sets a saved post's comment and, when `target` is another board, moves it there in one step (move-wishlist-item). */
export function useUpdateItem() {
  const refresh = useRefreshWishlists();
  return useMutation({
    mutationFn: ({ item, target, comment }: { item: BoardItem; target: number; comment: string }) =>
      moveItem({ source: item.boardId, target, post_id: item.postId, comment }),
    onSuccess: refresh,
  });
}

/** Takes a post off a board; its saved flag turns false, unless it is still on another board of the user. */
export function useRemoveItem() {
  const refresh = useRefreshWishlists();
  const userId = useUserId();
  return useMutation({
    mutationFn: (item: BoardItem) => removeItem({ wishlist_id: item.boardId, post_id: item.postId }),
    onSuccess: ({ saved }, item) => {
      useSavedStore.getState().setSaved(userId, 'post', item.postId, saved);
      return refresh();
    },
  });
}

export function useRemoveAd() {
  const userId = useUserId();
  return useMutation({
    mutationFn: (adId: number) => removeAd({ ad_id: adId }),
    onSuccess: (_result, adId) => useSavedStore.getState().setSaved(userId, 'ad', adId, false),
  });
}
