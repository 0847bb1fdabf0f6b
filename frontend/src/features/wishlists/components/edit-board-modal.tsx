import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Board } from '../api/wishlist.types';
import { useDeleteBoard, useEditBoard } from '../hooks/use-wishlist-changes';
import { changeFailure, checkBoardName } from '../lib/form-errors';
import { wishlistPath } from '../lib/wishlist-paths';
import { closeWishlistModal } from '../stores/wishlist-modal.store';
import { BoardFields } from './board-fields';
import { giftCount } from './board-options';
import { ModalFrame } from './modal-frame';
import styles from './wishlist-modal.module.css';

/** Edit board (spec section 2): rename it (a name is required, spec section 5), make it private or public, or delete it after a confirmation. */
export function EditBoardModal({ board }: { board: Board }) {
  const [name, setName] = useState(board.name);
  const [isPrivate, setPrivate] = useState(board.private);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
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
    const checked = checkBoardName(name);
    if (checked.error !== null) {
      setError(checked.error);
      nameRef.current?.focus();
      return;
    }
    setError(null);
    setFailure(null);
    edit.mutate({ wishlist_id: board.wishlist_id, name: checked.name, private: isPrivate }, { onSuccess: closeWishlistModal, onError: (failed) => setFailure(changeFailure(failed)) });
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
        <BoardFields name={name} onName={setName} isPrivate={isPrivate} onPrivate={setPrivate} error={error} nameRef={nameRef} autoFocus />
        {failure && (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={`button ${styles.primary} ${styles.button}`} disabled={edit.isPending || remove.isPending}>
            {edit.isPending ? 'Saving…' : 'Save changes'}
          </button>
          <button type="button" className="button button--ghost" onClick={closeWishlistModal}>
            Cancel
          </button>
        </div>
      </form>
      <hr className={styles.separator} />
      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby={questionId}>
          <p id={questionId}>
            <strong>Delete “{board.name}”?</strong>{' '}
            {board.count > 0 ? `The ${giftCount(board.count)} saved on it come off your wishlists with it.` : 'It has no gifts on it.'} This cannot be undone.
          </p>
          <div className={styles.actions}>
            <button type="button" className={`button ${styles.dangerSolid} ${styles.button}`} onClick={deleteBoard} disabled={remove.isPending}>
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
