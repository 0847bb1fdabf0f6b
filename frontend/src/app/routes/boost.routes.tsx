import { lazy } from 'react';
import { useParams, useSearchParams, type RouteObject } from 'react-router';
import { parsePage, ROOT_PATTERNS } from '@emberhold/contracts/src/site-routes';
import { useAuthStore } from '../../features/auth/stores/auth.store';
import type { BoostBuyer, ReturnedPayment } from '../../features/boosts/lib/boost-buyer';
import { useAuthModalStore } from '../../lib/auth-modal';
import { NotFoundRoute } from './not-found.route';
import { PageLoading } from './lazy-pages';

const BoostPage = lazy(async () => ({ default: (await import('../../features/boosts/components/boost-page')).BoostPage }));
const BoostPromoPage = lazy(async () => ({ default: (await import('../../features/boosts/components/boost-promo-page')).BoostPromoPage }));

/** A card back from its bank's page: Stripe adds payment_intent to the return address the page gave it. */
function returnedPayment(search: URLSearchParams): ReturnedPayment | null {
  const paymentIntent = search.get('payment_intent');
  const boostId = Number(search.get('boost_id'));
  const date = search.get('date');
  if (!paymentIntent || !Number.isSafeInteger(boostId) || boostId < 1 || !date) return null;
  return { paymentIntent, boostId, date };
}

/**
 * /{slug}/boost?token= (spec section 2). Logged in or not (spec section 5: an unlogged buyer types the email twice);
 * the app tells the page who is buying, as features never import each other.
 */
function BoostRoute() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const status = useAuthStore((state) => state.status);
  const email = useAuthStore((state) => state.user?.email);
  const showAuthModal = useAuthModalStore((state) => state.show);
  const buyer: BoostBuyer = status === 'unknown' ? { kind: 'unknown' } : status === 'logged-in' && email ? { kind: 'account', email } : { kind: 'visitor' };
  return (
    <PageLoading>
      <BoostPage
        key={slug}
        slug={slug}
        token={search.get('token') ?? ''}
        buyer={buyer}
        returned={returnedPayment(search)}
        onLogIn={(opener) => showAuthModal('login', opener)}
      />
    </PageLoading>
  );
}

/** /boost-promo/ and /boost-promo/{page} (spec section 2): the public pages selling boosts. */
function BoostPromoRoute() {
  const page = parsePage(useParams().page);
  if (page === null) return <NotFoundRoute />;
  return (
    <PageLoading>
      <BoostPromoPage key={page} page={page} />
    </PageLoading>
  );
}

/**
 * The boost purchase page of a post, /{slug}/boost. Two segments with a parameter first: the router must list it after
 * the catalogue's two-segment routes (/search/{term}, /gifts/{list}, /uk/{slug} …), which win on a tie.
 */
export const boostRoutes: RouteObject[] = [
  { path: ROOT_PATTERNS.boostPromo, element: <BoostPromoRoute /> },
  { path: ROOT_PATTERNS.boostPromoPage, element: <BoostPromoRoute /> },
  { path: ROOT_PATTERNS.boost, element: <BoostRoute /> },
];
