import { normaliseRating } from '../lib/rating';
import styles from './star-rating.module.css';

interface StarRatingProps {
  rating: number;
  count?: number;
  stars?: number;
}

export function StarRating({ rating, count, stars }: StarRatingProps) {
  const normalised = normaliseRating(rating, stars);
  const percent = (normalised.value / normalised.stars) * 100;
  const glyphs = '★'.repeat(normalised.stars);
  const label = `Rated ${normalised.value.toFixed(1)} out of ${normalised.stars}` + (count ? ` from ${count} ratings` : '');
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.empty}>{glyphs}</span>
        <span className={styles.filled} style={{ width: `${percent}%` }}>
          {glyphs}
        </span>
      </span>
      {count !== undefined && (
        <span className={styles.count} aria-hidden="true">
          ({count.toLocaleString('en-US')})
        </span>
      )}
    </span>
  );
}
