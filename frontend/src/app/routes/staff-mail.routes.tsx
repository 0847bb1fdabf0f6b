import type { RouteObject } from 'react-router';
import { adminRoutes, lazyPages, lazyRoute } from './lazy-pages';

const page = lazyPages(async () => {
  const [promo, unsubscribe] = await Promise.all([
    import('../../features/staff/components/promo-email-page'),
    import('../../features/staff/components/promo-email-unsubscribe-page'),
  ]);
  return { ...promo, ...unsubscribe };
});

const PromoEmailPage = page((module) => module.PromoEmailPage);
const PromoEmailUnsubscribePage = page((module) => module.PromoEmailUnsubscribePage);

/**
 * The back office's mail pages: /admin/promo-email/ (spec section 6: admins, the access flag; a visitor goes to log
 * in, a user without the flag sees Access denied), and /unsubscribe/?token=…, open to anyone a promotional email
 * reached.
 */
export const staffMailRoutes: RouteObject[] = [
  ...adminRoutes(['/admin/promo-email'], PromoEmailPage),
  lazyRoute('/unsubscribe', <PromoEmailUnsubscribePage />),
];
