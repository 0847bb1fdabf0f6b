import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { openAuthModal } from '../../../lib/auth-modal';
import { ownRatingQueryKey, ownRatingQueryOptions } from '../api/get-own-rating';
import { rate } from '../api/rate';
import type { RatingAggregate, RatingTarget } from '../api/rating.types';
import { type AuthStatus, needsLogin, rateFailureMessage, starClickAction } from '../lib/rating-rules';

/** The figure a rating call answered, kept while the page shows it and for ten minutes after. */
const answeredAggregateKey = (target: RatingTarget) => ['ratings', 'answered', target.kind, target.id] as const;
const ANSWERED_KEPT_MS = 10 * 60_000;

export interface RatingState {
  /** The user's own stars (the one being sent while a rating is on its way), or null. */
  ownRating: number | null;
  /** The figure the user's last rating call answered, newer than the page's own. */
  answered: RatingAggregate | undefined;
  /** Spec section 4's checked_for_rating: the user's-rating lookup has run for this target. */
  checkedForRating: boolean;
  sending: boolean;
  /** Set just after a rating was saved, for the live announcement. */
  saved: number | null;
  error: string | null;
  onRate: (stars: number) => void;
}

/** Who is looking, as the auth feature knows it (the app passes it in: features do not import each other). */
export interface RatingViewer {
  status: AuthStatus;
  userId: number | null;
}

/**
 * A logged-in user's rating of one target: the lookup (only when logged in, spec section 6) and the rating call. A
 * visitor's click opens the login/register modal and sends nothing. A click while a rating is on its way is sent
 * after it (the last of several), so quick changes of mind end on the last star chosen.
 */
export function useRating(target: RatingTarget, { status, userId }: RatingViewer): RatingState {
  const queryClient = useQueryClient();
  const loggedIn = status === 'logged-in' && userId !== null;
  const own = useQuery({ ...ownRatingQueryOptions(userId ?? 0, target), enabled: loggedIn });
  const answered = useQuery<RatingAggregate>({ queryKey: answeredAggregateKey(target), queryFn: skipToken, staleTime: Infinity, gcTime: ANSWERED_KEPT_MS });
  const [queued, setQueued] = useState<number | null>(null);
  const next = useRef<number | null>(null);
  const mutation = useMutation({
    mutationFn: (stars: number) => rate(target, stars),
    onSuccess: (answer) => {
      if (userId !== null) queryClient.setQueryData(ownRatingQueryKey(userId, target), { rating: answer.rating });
      queryClient.setQueryData(answeredAggregateKey(target), answer.aggregate);
    },
    onError: (error) => {
      if (needsLogin(error)) openAuthModal('login');
    },
    onSettled: (_answer, error) => {
      const stars = next.current;
      next.current = null;
      setQueued(null);
      if (stars !== null && !needsLogin(error)) mutation.mutate(stars);
    },
  });

  const onRate = (stars: number) => {
    const action = starClickAction(status, mutation.isPending);
    if (action === 'ask-to-log-in') openAuthModal('login');
    else if (action === 'queue') {
      // The star on its way already: nothing more to send.
      next.current = stars === mutation.variables ? null : stars;
      setQueued(next.current);
    } else if (action === 'rate' && loggedIn) mutation.mutate(stars);
  };

  return {
    ownRating: queued ?? (mutation.isPending ? mutation.variables : loggedIn ? (own.data?.rating ?? null) : null),
    answered: answered.data,
    checkedForRating: loggedIn && own.isSuccess,
    sending: mutation.isPending,
    saved: mutation.isSuccess ? mutation.data.rating : null,
    error: mutation.isError ? rateFailureMessage(mutation.error) : null,
    onRate,
  };
}
