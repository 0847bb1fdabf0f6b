import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useBoards } from '../api/get-wishlists';
import { useBoardFields } from '../hooks/use-board-fields';
import { useCreateBoard, useSaveToBoard } from '../hooks/use-wishlist-changes';
import { changeFailure, checkBoardName } from '../lib/form-errors';
import { wishlistPath } from '../lib/wishlist-paths';
import { useWishlistViewer } from '../lib/wishlist-viewer';
import { selectSaved, useSavedStore } from '../stores/saved.store';
import { closeWishlistModal, type SaveTarget } from '../stores/wishlist-modal.store';
import { BoardFields, CommentField } from './board-fields';
import { BoardOptions } from './board-options';
import { ModalActions, ModalFrame } from './modal-frame';
import { SaveSubject } from './save-subject';
import styles from './wishlist-modal.module.css';

/**
 * Choose board (spec section 2): pick one of your boards, or name a new one right here, add an optional comment to a
 * post, and save. The card's saved flag turns true once the board has it (spec section 4).
 */
export function ChooseBoardModal({ target }: { target: SaveTarget }) {
  const viewer = useWishlistViewer();
  const boards = useBoards(viewer.userId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [creating, setCreating] = useState<boolean | null>(null);
  const newBoard = useBoardFields();
  const [failure, setFailure] = useState<string | null>(null);
  const alreadySaved = useSavedStore(selectSaved(viewer.userId, target.kind, target.id));
  const create = useCreateBoard();
  const save = useSaveToBoard();

  const list = boards.data?.wishlists ?? [];
  // The newest board is picked unless the user picks another; with no board yet, the new-board fields are open.
  const selected = chosen ?? list[0]?.wishlist_id ?? null;
  const showNewBoard = creating ?? (boards.isSuccess && list.length === 0);

  const createBoard = () => {
    const name = newBoard.checkedName();
    if (name === null) return;
    setFailure(null);
    create.mutate(
      { name, private: newBoard.isPrivate },
      {
        onSuccess: (board) => {
          setChosen(board.wishlist_id);
          setCreating(false);
          newBoard.clear();
        },
        onError: (error) => newBoard.setError(changeFailure(error)),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected === null) {
      setCreating(true);
      newBoard.fail(checkBoardName(newBoard.name).error);
      return;
    }
    setFailure(null);
    save.mutate({ target, boardId: selected, comment: comment.trim() }, { onSuccess: closeWishlistModal, onError: (error) => setFailure(changeFailure(error)) });
  };

  return (
    <ModalFrame title="Save to a board" intro={target.kind === 'ad' ? 'Keep this sponsored find on one of your wishlist boards.' : 'Pick one of your boards, or start a new one.'}>
      <SaveSubject title={target.title} image={target.image} />
      {alreadySaved && target.kind === 'post' && (
        <p className={`${styles.note} ${styles.savedNote}`}>
          Already on your wishlists. Save it to another board too, or change it from its board on{' '}
          <Link to={wishlistPath()} onClick={closeWishlistModal}>
            your wishlists
          </Link>
          .
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={`form-field ${styles.fieldset}`}>
          <legend className={`form-label ${styles.legend}`}>Your boards</legend>
          {boards.isPending ? (
            <p className={styles.empty} role="status">
              Fetching your boards…
            </p>
          ) : boards.isError ? (
            <p className={styles.alert} role="alert">
              Your boards could not be loaded. {changeFailure(boards.error)}
            </p>
          ) : list.length === 0 ? (
            <p className={styles.empty}>You have no boards yet. Name your first one below.</p>
          ) : (
            <BoardOptions boards={list} selected={selected} onSelect={setChosen} name="choose-board" />
          )}
        </fieldset>
        {showNewBoard ? (
          <div className={styles.newBoard} role="group" aria-label="New board">
            <BoardFields {...newBoard.fields} autoFocus={creating === true} onEnter={createBoard} />
            <div className={styles.actions}>
              <button type="button" className="button button--ghost" onClick={createBoard} disabled={create.isPending}>
                {create.isPending ? 'Creating…' : 'Create board'}
              </button>
              {list.length > 0 && (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => {
                    setCreating(false);
                    newBoard.setError(null);
                  }}
                >
                  Cancel
                </button>
              )}
            </div>
          </div>
        ) : (
          boards.isSuccess && (
            <button type="button" className={styles.linkButton} onClick={() => setCreating(true)}>
              <span aria-hidden="true">+</span> New board
            </button>
          )
        )}
        {target.kind === 'post' && <CommentField value={comment} onChange={setComment} />}
        <ModalActions failure={failure} label="Save" sendingLabel="Saving…" sending={save.isPending} disabled={save.isPending || boards.isPending} />
      </form>
    </ModalFrame>
  );
}
