import type { RouteObject } from 'react-router';
import { adminRoutes, lazyPages } from './lazy-pages';

const setupPage = lazyPages(() => import('../../features/editorial-setup/components/editorial-setup-page'));
const pitchPage = lazyPages(() => import('../../features/pitch-queue/components/pitch-queue-page'));
const unlistedPage = lazyPages(() => import('../../features/unlisted-content/components/unlisted-content-page'));

const EditorialSetupPage = setupPage((module) => module.EditorialSetupPage);
const PitchQueuePage = pitchPage((module) => module.PitchQueuePage);
const UnlistedContentPage = unlistedPage((module) => module.UnlistedContentPage);

/**
 * The editors' tools (admins): /promo-setup/ (the editorial feature, behind the editorial password as well),
 * /admin/pitchpost/ (the pitch queue) and /unlisted-content/{id}/ (id = new or an id, ?campaign=).
 */
export const staffEditorialRoutes: RouteObject[] = [
  ...adminRoutes(['/promo-setup'], EditorialSetupPage),
  ...adminRoutes(['/admin/pitchpost'], PitchQueuePage),
  ...adminRoutes(['/unlisted-content/:id'], UnlistedContentPage),
];
