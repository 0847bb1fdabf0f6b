import type { FormEvent } from 'react';
import { useBoardFields } from '../hooks/use-board-fields';
import { useCreateBoard } from '../hooks/use-wishlist-changes';
import { changeFailure } from '../lib/form-errors';
import { closeWishlistModal } from '../stores/wishlist-modal.store';
import { BoardFields } from './board-fields';
import { ModalActions, ModalFrame } from './modal-frame';
import styles from './wishlist-modal.module.css';

/** New board (spec section 2): a name, which it needs (spec section 5), and whether it is private. */
export function NewBoardModal() {
  const form = useBoardFields();
  const create = useCreateBoard();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = form.checkedName();
    if (name === null) return;
    create.mutate({ name, private: form.isPrivate }, { onSuccess: closeWishlistModal, onError: (failure) => form.fail(changeFailure(failure)) });
  };

  return (
    <ModalFrame title="New board" intro="Gather gifts under a name: a person, an occasion, a Hearth house.">
      <form className={styles.form} onSubmit={submit} noValidate>
        <BoardFields {...form.fields} autoFocus />
        <ModalActions label="Create board" sendingLabel="Creating…" sending={create.isPending} disabled={create.isPending} />
      </form>
    </ModalFrame>
  );
}
