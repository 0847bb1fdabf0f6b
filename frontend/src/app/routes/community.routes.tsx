import { Navigate, type RouteObject } from 'react-router';
import { ROOT_PATTERNS } from '@emberhold/contracts/src/site-routes';
import { refreshAuth } from '../../features/auth/hooks/use-auth-check';
import { useAuthStore } from '../../features/auth/stores/auth.store';
import { GiveawayEntrySlot } from '../../features/community/components/giveaway-entry-slot';
import { NewsletterCtaSlot } from '../../features/community/components/newsletter-cta-slot';
import { lazyPages, lazyRoute } from './lazy-pages';
import { SubmissionsGate } from '../../features/site-settings/components/submissions-gate';

/**
 * The community pages come as one lazily loaded group (the newsletter confirmation, the social-login results, contact
 * and submit product): small pages, rarely visited, so one chunk for all of them.
 */
const page = lazyPages(async () => {
  const [confirm, social, submit, contact] = await Promise.all([
    import('../../features/community/components/confirm-subscribe-page'),
    import('../../features/community/components/social-login-pages'),
    import('../../features/community/components/submit-product-page'),
    import('../../features/community/components/contact-page'),
  ]);
  return { ...confirm, ...social, ...submit, ...contact };
});

const ConfirmSubscribePage = page((module) => module.ConfirmSubscribePage);
const SuccessSocialLoginPage = page((module) => module.SuccessSocialLoginPage);
const FailSocialLoginPage = page((module) => module.FailSocialLoginPage);
const SubmitProductPage = page((module) => module.SubmitProductPage);
const ContactPage = page((module) => module.ContactPage);

// The community feature does not read the auth feature: the app hands it the auth status and the refresh (as it
// joins features in its slots).
const useAuthStatus = () => useAuthStore((state) => state.status);

/** Asks who is logged in anew (a social login set the session on the server) and answers whether someone is. */
async function refreshLogin(): Promise<boolean> {
  await refreshAuth({ fresh: true });
  return useAuthStore.getState().status === 'logged-in';
}

/** While staff have turned submissions off, the submissions-down page stands in for the form. */
function SubmitProductRoute() {
  return (
    <SubmissionsGate>
      <SubmitProductPage authStatus={useAuthStatus()} />
    </SubmissionsGate>
  );
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
  lazyRoute('/confirm-subscribe/:code', <ConfirmSubscribePage />),
  // Cut short in a mail client: nothing to confirm.
  { path: '/confirm-subscribe', element: <Navigate to="/" replace /> },
  lazyRoute('/success-social-login', <SuccessSocialLoginPage refresh={refreshLogin} />),
  lazyRoute('/fail-social-login', <FailSocialLoginPage />),
  lazyRoute(ROOT_PATTERNS.staticPage('submit-product'), <SubmitProductRoute />),
  lazyRoute(ROOT_PATTERNS.staticPage('contact'), <ContactPage />),
];
