import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../../components/form-field';
import { useBoards } from '../api/get-wishlists';
import { useRemoveItem, useUpdateItem } from '../hooks/use-wishlist-changes';
import { changeFailure } from '../lib/form-errors';
import { useWishlistViewer } from '../lib/wishlist-viewer';
import { closeWishlistModal, type BoardItem } from '../stores/wishlist-modal.store';
import { CommentField } from './board-fields';
import { ModalActions, ModalFrame } from './modal-frame';
import { SaveSubject } from './save-subject';
import styles from './wishlist-modal.module.css';

/**
 * Edit wishlist item (spec section 2): its comment, the board it is on (a move is one step on the server:
 * move-wishlist-item {source, target, post_id, comment}), or off the board altogether.
 */
export function EditItemModal({ item }: { item: BoardItem }) {
  const viewer = useWishlistViewer();
  const boards = useBoards(viewer.userId);
  const [comment, setComment] = useState(item.comment);
  const [target, setTarget] = useState(item.boardId);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateItem();
  const remove = useRemoveItem();
  const boardId = useId();
  const busy = update.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    update.mutate({ item, target, comment: comment.trim() }, { onSuccess: closeWishlistModal, onError: (error) => setFailure(changeFailure(error)) });
  };

  const removeFromBoard = () => {
    setFailure(null);
    remove.mutate(item, { onSuccess: closeWishlistModal, onError: (error) => setFailure(changeFailure(error)) });
  };

  const list = boards.data?.wishlists ?? [];
  return (
    <ModalFrame title="Edit saved gift">
      <SaveSubject title={item.title} image={item.image} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <CommentField value={comment} onChange={setComment} autoFocus />
        <Field id={boardId} label="Board">
          {(control) => (
            <>
              <select {...control} name="board" className="form-input" value={target} onChange={(event) => setTarget(Number(event.target.value))} disabled={!boards.isSuccess}>
                {list.length === 0 && <option value={item.boardId}>This board</option>}
                {list.map((board) => (
                  <option key={board.wishlist_id} value={board.wishlist_id}>
                    {board.name}
                    {board.wishlist_id === item.boardId ? ' (where it is now)' : ''}
                  </option>
                ))}
              </select>
              {target !== item.boardId && <p className="form-hint">It moves there with its comment, and leaves this board.</p>}
            </>
          )}
        </Field>
        <ModalActions
          failure={failure}
          label={target !== item.boardId ? 'Move and save' : 'Save changes'}
          sendingLabel="Saving…"
          sending={update.isPending}
          disabled={busy}
          secondary={
            <button type="button" className={`button button--ghost form-sending ${styles.danger}`} onClick={removeFromBoard} disabled={busy}>
              {remove.isPending ? 'Removing…' : 'Remove from board'}
            </button>
          }
        />
      </form>
    </ModalFrame>
  );
}
