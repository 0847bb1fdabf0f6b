import { useId, type RefObject } from 'react';
import { Field } from '../../../components/form-field';
import { BOARD_NAME_MAX, COMMENT_MAX } from '../lib/form-errors';
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
  return (
    <>
      <Field id={nameId} label="Board name" error={error} errorName="name">
        {(control) => (
          <input
            {...control}
            ref={nameRef}
            name="board-name"
            className="form-input"
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
            autoFocus={autoFocus}
          />
        )}
      </Field>
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

/** The comment on a saved gift (optional), in the choose-board and edit-item modals. */
export function CommentField({ value, onChange, autoFocus }: { value: string; onChange: (comment: string) => void; autoFocus?: boolean }) {
  const id = useId();
  return (
    <Field id={id} label="Comment" mark="optional" className={styles.comment}>
      {(control) => (
        <textarea
          {...control}
          name="comment"
          className="form-input"
          value={value}
          maxLength={COMMENT_MAX}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Who is it for? Which size or colour?"
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}
