import { readCookie, TEN_YEARS_S, writeCookie } from '../../../lib/cookies';

/** Spec section 9: hiding the newsletter call to action is remembered for 10 years. */
export const NEWSLETTER_CTA_COOKIE = 'hide_newsletter_cta';
/** The call to action comes after this long on catalogue pages … */
export const NEWSLETTER_CTA_DELAY_MS = 30_000;
/** … or once the visitor has scrolled this far down a page, whichever is first: they are browsing, not passing through. */
export const NEWSLETTER_CTA_SCROLL_PX = 1_200;

export function newsletterCtaHidden(cookies?: string): boolean {
  return readCookie(NEWSLETTER_CTA_COOKIE, cookies) === '1';
}

export function hideNewsletterCta(): void {
  writeCookie(NEWSLETTER_CTA_COOKIE, '1', TEN_YEARS_S);
}

/**
 * Pages of the site itself (accounts, forms, advertising, staff, the about page) where the call to action would be in
 * the way; everything else is the catalogue (lists, gift guides, search, posts) and its blog and giveaways.
 */
const NOT_CATALOGUE =
  /^\/(login|register|logout|forgot|reset|profile|confirm-subscribe|fail-social-login|success-social-login|product-pitch|ssna|about|privacy-policy|contact|submit-product|submit|wishlist|admin|promo-setup|boost-promo|unlisted-content|aff|404)(\/|-|$)/;

/** Whether the call to action may come on this page (with or without a /uk or /ca prefix). */
export function newsletterCtaAllowedOn(pathname: string): boolean {
  const path = pathname.replace(/^\/(uk|ca)(?=\/|$)/, '') || '/';
  if (NOT_CATALOGUE.test(path)) return false;
  // A post's boost purchase: /{slug}/boost.
  return !/^\/[^/]+\/boost\/?$/.test(path);
}

/** Only visitors (not while the auth state is unknown, so a logged-in user never sees it flash) who have not hidden it. */
export function newsletterCtaEligible(options: { authStatus: 'unknown' | 'logged-in' | 'logged-out'; hidden: boolean; pathname: string }): boolean {
  return options.authStatus === 'logged-out' && !options.hidden && newsletterCtaAllowedOn(options.pathname);
}
