import { useId, type RefObject } from 'react';
import { BOARD_NAME_MAX } from '../lib/form-errors';
import styles from './wishlist-modal.module.css';

interface BoardFieldsProps {
  name: string;
  onName: (name: string) => void;
  isPrivate: boolean;
  onPrivate: (isPrivate: boolean) => void;
  error: string | null;
  nameRef?: RefObject<HTMLInputElement | null>;
  autoFocus?: boolean;
  /** Enter in the name field when the fields are not inside a form of their own (the inline new board). */
  onEnter?: () => void;
}

/** A board's name (required, spec section 5) and whether it is private, for the new-board, choose-board and edit-board modals. */
export function BoardFields({ name, onName, isPrivate, onPrivate, error, nameRef, autoFocus, onEnter }: BoardFieldsProps) {
  const nameId = useId();
  const errorId = useId();
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={nameId}>
          Board name
        </label>
        <input
          ref={nameRef}
          id={nameId}
          name="board-name"
          className={styles.input}
          value={name}
          onChange={(event) => onName(event.target.value)}
          onKeyDown={(event) => {
            if (onEnter && event.key === 'Enter') {
              event.preventDefault();
              onEnter();
            }
          }}
          maxLength={BOARD_NAME_MAX + 20}
          autoComplete="off"
          placeholder="Gifts for the Ashen Court"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoFocus={autoFocus}
        />
        {error && (
          <p id={errorId} className={styles.fieldError} data-field-error="name">
            {error}
          </p>
        )}
      </div>
      <label className={styles.toggle}>
        <input type="checkbox" name="board-private" checked={isPrivate} onChange={(event) => onPrivate(event.target.checked)} />
        <span className={styles.toggleText}>
          Keep this board private
          <small>{isPrivate ? 'Only you can see it.' : 'Anyone with its link can see it.'}</small>
        </span>
      </label>
    </>
  );
}
