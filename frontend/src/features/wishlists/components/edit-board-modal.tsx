import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Board } from '../api/wishlist.types';
import { useBoardFields } from '../hooks/use-board-fields';
import { useDeleteBoard, useEditBoard } from '../hooks/use-wishlist-changes';
import { changeFailure } from '../lib/form-errors';
import { wishlistPath } from '../lib/wishlist-paths';
import { closeWishlistModal } from '../stores/wishlist-modal.store';
import { BoardFields } from './board-fields';
import { giftCount } from './board-options';
import { ModalActions, ModalFrame } from './modal-frame';
import styles from './wishlist-modal.module.css';

/** Edit board (spec section 2): rename it (a name is required, spec section 5), make it private or public, or delete it after a confirmation. */
export function EditBoardModal({ board }: { board: Board }) {
  const form = useBoardFields(board);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const edit = useEditBoard();
  const remove = useDeleteBoard();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wasConfirming = useRef(false);
  const questionId = useId();

  // The confirmation takes focus on its safe answer; going back puts focus on the button that asked.
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = form.checkedName();
    if (name === null) return;
    setFailure(null);
    edit.mutate({ wishlist_id: board.wishlist_id, name, private: form.isPrivate }, { onSuccess: closeWishlistModal, onError: (failed) => setFailure(changeFailure(failed)) });
  };

  const deleteBoard = () => {
    setFailure(null);
    remove.mutate(
      { wishlist_id: board.wishlist_id },
      {
        onSuccess: () => {
          closeWishlistModal();
          // From the board's own page, the way leads back to the boards.
          if (new RegExp(`^/wishlist/${board.user_id}/list/${board.wishlist_id}/?$`).test(pathname)) void navigate(wishlistPath(board.user_id), { replace: true });
        },
        onError: (failed) => setFailure(changeFailure(failed)),
      },
    );
  };

  return (
    <ModalFrame title="Edit board">
      <form className={styles.form} onSubmit={submit} noValidate>
        <BoardFields {...form.fields} autoFocus />
        <ModalActions failure={failure} label="Save changes" sendingLabel="Saving…" sending={edit.isPending} disabled={edit.isPending || remove.isPending} />
      </form>
      <hr className={styles.separator} />
      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby={questionId}>
          <p id={questionId}>
            <strong>Delete “{board.name}”?</strong>{' '}
            {board.count > 0 ? `The ${giftCount(board.count)} saved on it come off your wishlists with it.` : 'It has no gifts on it.'} This cannot be undone.
          </p>
          <div className={styles.actions}>
            <button type="button" className={`button form-sending ${styles.dangerSolid}`} onClick={deleteBoard} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete board'}
            </button>
            <button ref={keepRef} type="button" className="button button--ghost" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <div className={`${styles.actions} ${styles.deleteRow}`}>
          <button ref={deleteRef} type="button" className={`button button--ghost ${styles.danger}`} onClick={() => setConfirming(true)}>
            Delete board…
          </button>
        </div>
      )}
    </ModalFrame>
  );
}
