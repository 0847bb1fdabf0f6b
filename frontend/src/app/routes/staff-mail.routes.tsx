import type { RouteObject } from 'react-router';
import { lazyPages, lazyRoute, SignedIn } from './lazy-pages';

const page = lazyPages(async () => {
  const [promo, unsubscribe, denied] = await Promise.all([
    import('../../features/staff/components/promo-email-page'),
    import('../../features/staff/components/promo-email-unsubscribe-page'),
    import('../../components/access-denied'),
  ]);
  return { ...promo, ...unsubscribe, ...denied };
});

const PromoEmailPage = page((module) => module.PromoEmailPage);
const PromoEmailUnsubscribePage = page((module) => module.PromoEmailUnsubscribePage);
const AccessDenied = page((module) => module.AccessDenied);

/**
 * The back office's mail pages: /admin/promo-email/ (spec section 6: admins, the access flag; a visitor goes to log
 * in, a user without the flag sees Access denied), and /unsubscribe/?token=…, open to anyone a promotional email
 * reached.
 */
export const staffMailRoutes: RouteObject[] = [
  {
    path: '/admin/promo-email',
    element: (
      <SignedIn admin denied={<AccessDenied />}>
        {(user) => <PromoEmailPage key={user.user_id} />}
      </SignedIn>
    ),
  },
  lazyRoute('/unsubscribe', <PromoEmailUnsubscribePage />),
];
