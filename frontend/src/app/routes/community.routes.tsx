import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ROOT_PATTERNS } from '@emberhold/contracts/src/site-routes';
import { refreshAuth } from '../../features/auth/hooks/use-auth-check';
import { useAuthStore } from '../../features/auth/stores/auth.store';
import { GiveawayEntrySlot } from '../../features/community/components/giveaway-entry-slot';
import { NewsletterCtaSlot } from '../../features/community/components/newsletter-cta-slot';

/**
 * The community pages come as one lazily loaded group (the newsletter confirmation, the social-login results, contact
 * and submit product): small pages, rarely visited, so one chunk for all of them.
 */
const communityPages = async () => {
  const [confirm, social, submit, contact] = await Promise.all([
    import('../../features/community/components/confirm-subscribe-page'),
    import('../../features/community/components/social-login-pages'),
    import('../../features/community/components/submit-product-page'),
    import('../../features/community/components/contact-page'),
  ]);
  return { ...confirm, ...social, ...submit, ...contact };
};

type CommunityPages = Awaited<ReturnType<typeof communityPages>>;

function page<P extends object>(pick: (module: CommunityPages) => ComponentType<P>): ComponentType<P> {
  return lazy(async () => ({ default: pick(await communityPages()) }));
}

const ConfirmSubscribePage = page((module) => module.ConfirmSubscribePage);
const SuccessSocialLoginPage = page((module) => module.SuccessSocialLoginPage);
const FailSocialLoginPage = page((module) => module.FailSocialLoginPage);
const SubmitProductPage = page((module) => module.SubmitProductPage);
const ContactPage = page((module) => module.ContactPage);

/** Keeps the footer where the card will be while the pages' chunk loads. */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div style={{ minHeight: '70vh' }} aria-busy="true" />}>{children}</Suspense>;
}

// The community feature does not read the auth feature: the app hands it the auth status and the refresh (as it
// joins features in its slots).
const useAuthStatus = () => useAuthStore((state) => state.status);

/** Asks who is logged in anew (a social login set the session on the server) and answers whether someone is. */
async function refreshLogin(): Promise<boolean> {
  await refreshAuth({ fresh: true });
  return useAuthStore.getState().status === 'logged-in';
}

function SubmitProductRoute() {
  return <SubmitProductPage authStatus={useAuthStatus()} />;
}

/** The newsletter call to action of spec section 2, mounted once in the layout; its modal loads only when it shows. */
export function NewsletterCtaMount() {
  return <NewsletterCtaSlot authStatus={useAuthStatus()} />;
}

/** The giveaway page's "Enter giveaway" (the giveaway entry modal of spec section 2), given to the content feature's page. */
export function GiveawayEntryMount(props: { slug: string; title: string; image: string | null; endsAt: string }) {
  return <GiveawayEntrySlot {...props} authStatus={useAuthStatus()} />;
}

/**
 * The community routes of spec section 2: /confirm-subscribe/{code}/, /success-social-login, /fail-social-login and
 * the contact and submit-product pages (paths the spec does not show: /contact/ and /submit-product/; /submit/ stays a
 * redirect to /product-pitch).
 */
export const communityRoutes: RouteObject[] = [
  {
    path: '/confirm-subscribe/:code',
    element: (
      <Loading>
        <ConfirmSubscribePage />
      </Loading>
    ),
  },
  // Cut short in a mail client: nothing to confirm.
  { path: '/confirm-subscribe', element: <Navigate to="/" replace /> },
  {
    path: '/success-social-login',
    element: (
      <Loading>
        <SuccessSocialLoginPage refresh={refreshLogin} />
      </Loading>
    ),
  },
  {
    path: '/fail-social-login',
    element: (
      <Loading>
        <FailSocialLoginPage />
      </Loading>
    ),
  },
  {
    path: ROOT_PATTERNS.staticPage('submit-product'),
    element: (
      <Loading>
        <SubmitProductRoute />
      </Loading>
    ),
  },
  {
    path: ROOT_PATTERNS.staticPage('contact'),
    element: (
      <Loading>
        <ContactPage />
      </Loading>
    ),
  },
];
