import { useMemo } from 'react';
import { type RatableStarsProps, StarRating, StarRatingInput } from '../../../components/star-rating';
import { DEFAULT_STAR_COUNT, normaliseRating } from '../../../lib/rating';
import { type RatingViewer, useRating } from '../hooks/use-rating';
import { shownAggregate } from '../lib/rating-rules';
import styles from './rating-widget.module.css';

interface RatingWidgetProps extends RatableStarsProps {
  viewer: RatingViewer;
}

/**
 * The average a post, gift guide or blog post has, and the stars to rate it with. "Your rating" with the user's own
 * stars once they rated (restored by the lookup on every visit); a visitor's click opens the login/register modal.
 */
export function RatingWidget({ kind, id, rating, count, label, align = 'start', spaced = false, oneRow = false, viewer }: RatingWidgetProps) {
  const target = useMemo(() => ({ kind, id }), [kind, id]);
  const state = useRating(target, viewer);
  const shown = shownAggregate({ rating, rating_count: count }, state.answered);
  const rated = state.ownRating !== null;
  return (
    <div
      className={[styles.widget, align === 'center' && styles.center, spaced && styles.spaced].filter(Boolean).join(' ')}
      data-rating-target={`${kind}:${id}`}
      data-checked-for-rating={state.checkedForRating}
    >
      {!oneRow && <StarRating rating={shown.rating} {...(shown.rating_count === undefined ? {} : { count: shown.rating_count })} />}
      <div className={styles.rate} data-rated={rated || undefined}>
        {/* One row: the average is the figure in the pill, and the stars show it until the user rates. */}
        {oneRow && (
          <span className={styles.average} role="img" aria-label={`Rated ${normaliseRating(shown.rating).value.toFixed(1)} out of ${DEFAULT_STAR_COUNT}`}>
            {normaliseRating(shown.rating).value.toFixed(1)}
          </span>
        )}
        <span className={styles.caption} aria-hidden="true">
          {rated ? 'Your rating' : label}
        </span>
        <StarRatingInput
          value={state.ownRating}
          label={rated ? `${label}: your rating is ${state.ownRating} out of ${DEFAULT_STAR_COUNT}` : label}
          onRate={state.onRate}
          busy={state.sending}
          {...(oneRow ? { average: normaliseRating(shown.rating).value } : {})}
        />
      </div>
      <p className="visually-hidden" role="status">
        {state.saved !== null ? `Your rating of ${state.saved} out of ${DEFAULT_STAR_COUNT} is saved.` : ''}
      </p>
      {state.error && (
        <p className={styles.error} role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
