import { createContext, use, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { normaliseRating, rateLabel, shownStars, starKeyTarget, starValues } from '../lib/rating';
import styles from './star-rating.module.css';

interface StarRatingProps {
  rating: number;
  count?: number;
  stars?: number;
}

/** A read-only rating: stars filled to the (clamped) average, and the number of ratings when given. */
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

interface StarRatingInputProps {
  /** The rater's own stars, or null before they rated. */
  value: number | null;
  /** Names the group of star buttons ("Rate this gift"). */
  label: string;
  onRate: (value: number) => void;
  stars?: number;
  /** While a rating is being sent (announced as busy; what a click then does is the caller's choice). */
  busy?: boolean;
  /** The average, shown filled (to the nearest star) until the rater has chosen or points at a star: one row of stars. */
  average?: number;
}

/**
 * Interactive stars: one button per star ("Rate 4 out of 5"), the chosen one pressed. Pointing at a star or
 * focusing it previews that many; the arrow keys, Home and End move between the stars, Enter or Space rates.
 */
export function StarRatingInput({ value, label, onRate, stars, busy = false, average }: StarRatingInputProps) {
  const [preview, setPreview] = useState<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const values = starValues(stars);
  const chosen = value === null ? null : normaliseRating(value, stars).value;
  const filled = shownStars(preview, chosen ?? (average === undefined ? null : Math.round(average)), stars);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: number) => {
    const target = starKeyTarget(event.key, current, stars);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target - 1]?.focus();
  };

  return (
    <div
      className={styles.input}
      role="group"
      aria-label={label}
      aria-busy={busy || undefined}
      data-previewing={preview !== null || undefined}
      onMouseLeave={() => setPreview(null)}
    >
      {values.map((star) => (
        <button
          key={star}
          ref={(element) => {
            buttons.current[star - 1] = element;
          }}
          type="button"
          className={styles.star}
          data-filled={star <= filled || undefined}
          aria-label={rateLabel(star, stars)}
          aria-pressed={chosen === star}
          onMouseEnter={() => setPreview(star)}
          onFocus={() => setPreview(star)}
          onBlur={() => setPreview(null)}
          onKeyDown={(event) => onKeyDown(event, star)}
          onClick={() => onRate(star)}
        >
          <span aria-hidden="true">★</span>
        </button>
      ))}
    </div>
  );
}

/** A page's ratable subject (spec section 7): a post, a gift guide or a blog post. */
export interface RatableStarsProps {
  kind: 'post' | 'gift_guide' | 'blog_post';
  id: number;
  /** The page's figure: the average, and the number of ratings where the page has it (posts). */
  rating: number;
  count?: number;
  /** What the stars do, said before the user has rated: "Rate this gift". */
  label: string;
  align?: 'start' | 'center';
  /** Keeps its own space above and below, where the page's layout leaves none (an article, a centred header). */
  spaced?: boolean;
  /** The average and the stars to rate with as one control, one row of stars (a gift guide's header). */
  oneRow?: boolean;
}

/**
 * The rating control of the ratings feature, which the catalogue and content pages do not import (features stay
 * apart): the app puts it here.
 */
export const RatingControlsContext = createContext<ComponentType<RatableStarsProps> | null>(null);

/** The stars of a post, gift guide or blog post page: to rate with where the app provides the control, else read-only. */
export function RatableStars(props: RatableStarsProps) {
  const Control = use(RatingControlsContext);
  if (Control) return <Control {...props} />;
  return <StarRating rating={props.rating} {...(props.count === undefined ? {} : { count: props.count })} />;
}
