import { useWishlistModalStore } from '../stores/wishlist-modal.store';
import { ChooseBoardModal } from './choose-board-modal';
import { EditBoardModal } from './edit-board-modal';
import { EditItemModal } from './edit-item-modal';
import { NewBoardModal } from './new-board-modal';

/** Whichever wishlist modal is open (spec section 2, Modals). Its code is a chunk of its own, loaded when first wanted. */
export function WishlistModals() {
  const modal = useWishlistModalStore((state) => state.modal);
  if (!modal) return null;
  switch (modal.kind) {
    case 'choose-board':
      return <ChooseBoardModal key={`${modal.target.kind}-${modal.target.id}`} target={modal.target} />;
    case 'new-board':
      return <NewBoardModal />;
    case 'edit-item':
      return <EditItemModal key={`${modal.item.boardId}-${modal.item.postId}`} item={modal.item} />;
    case 'edit-board':
      return <EditBoardModal key={modal.board.wishlist_id} board={modal.board} />;
  }
}
