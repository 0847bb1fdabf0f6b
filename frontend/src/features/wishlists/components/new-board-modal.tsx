import { useRef, useState, type FormEvent } from 'react';
import { useCreateBoard } from '../hooks/use-wishlist-changes';
import { changeFailure, checkBoardName } from '../lib/form-errors';
import { closeWishlistModal } from '../stores/wishlist-modal.store';
import { BoardFields } from './board-fields';
import { ModalFrame } from './modal-frame';
import styles from './wishlist-modal.module.css';

/** New board (spec section 2): a name, which it needs (spec section 5), and whether it is private. */
export function NewBoardModal() {
  const [name, setName] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const create = useCreateBoard();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBoardName(name);
    if (checked.error !== null) {
      setError(checked.error);
      nameRef.current?.focus();
      return;
    }
    setError(null);
    create.mutate(
      { name: checked.name, private: isPrivate },
      {
        onSuccess: closeWishlistModal,
        onError: (failure) => {
          setError(changeFailure(failure));
          nameRef.current?.focus();
        },
      },
    );
  };

  return (
    <ModalFrame title="New board" intro="Gather gifts under a name: a person, an occasion, a Hearth house.">
      <form className={styles.form} onSubmit={submit} noValidate>
        <BoardFields name={name} onName={setName} isPrivate={isPrivate} onPrivate={setPrivate} error={error} nameRef={nameRef} autoFocus />
        <div className={styles.actions}>
          <button type="submit" className={`button ${styles.primary} ${styles.button}`} disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create board'}
          </button>
          <button type="button" className="button button--ghost" onClick={closeWishlistModal}>
            Cancel
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
