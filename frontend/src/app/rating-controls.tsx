import type { ReactNode } from 'react';
import { RatingControlsContext, type RatableStarsProps } from '../components/star-rating';
import { useAuthStore } from '../features/auth/stores/auth.store';
import { RatingWidget } from '../features/ratings/components/rating-widget';

/** The ratings feature's widget with who is looking, from the auth feature: the app joins the two. */
function AppRatingWidget(props: RatableStarsProps) {
  const status = useAuthStore((state) => state.status);
  const userId = useAuthStore((state) => state.user?.user_id ?? null);
  return <RatingWidget {...props} viewer={{ status, userId }} />;
}

/** Makes the stars of post, gift guide and blog post pages ratable (spec sections 6 and 7). */
export function RatingControlsProvider({ children }: { children: ReactNode }) {
  return <RatingControlsContext value={AppRatingWidget}>{children}</RatingControlsContext>;
}
