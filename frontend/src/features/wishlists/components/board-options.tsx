import type { Board } from '../api/wishlist.types';
import styles from './wishlist-modal.module.css';

export function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
    </svg>
  );
}

export function giftCount(count: number): string {
  return `${count} ${count === 1 ? 'gift' : 'gifts'}`;
}

/** The user's boards as a radio group: one row each with its latest image, its name, privacy and count. */
export function BoardOptions({ boards, selected, onSelect, name }: { boards: Board[]; selected: number | null; onSelect: (id: number) => void; name: string }) {
  return (
    <ul className={styles.boards}>
      {boards.map((board) => (
        <li key={board.wishlist_id}>
          <label className={styles.boardOption} data-board-option={board.name}>
            <input type="radio" name={name} value={board.wishlist_id} checked={selected === board.wishlist_id} onChange={() => onSelect(board.wishlist_id)} />
            {board.images[0] ? <img className={styles.boardThumb} src={board.images[0]} alt="" loading="lazy" /> : <span className={styles.boardThumb} aria-hidden="true" />}
            <span className={styles.boardName}>{board.name}</span>
            <span className={styles.boardMeta}>
              {board.private && (
                <>
                  <LockIcon />
                  <span className="visually-hidden">Private,</span>
                </>
              )}
              {giftCount(board.count)}
            </span>
            <span className={styles.check} aria-hidden="true" />
          </label>
        </li>
      ))}
    </ul>
  );
}
