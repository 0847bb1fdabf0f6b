import { readCookie, TEN_YEARS_S, writeCookie } from '../../../lib/cookies';
import { retailerName } from './post-page-parts';

/** Spec section 9: "disable purchase notification", kept for 10 years. */
export const PURCHASE_NOTIFICATION_COOKIE = 'disable_purchase_notification';

export function purchaseNotificationDisabled(cookies?: string): boolean {
  return readCookie(PURCHASE_NOTIFICATION_COOKIE, cookies) === '1';
}

export function disablePurchaseNotification(): void {
  writeCookie(PURCHASE_NOTIFICATION_COOKIE, '1', TEN_YEARS_S);
}

/** What the notification says after a click out to a retailer: the product and the shop, named as the buy button names it. */
export interface ClickOut {
  title: string;
  /** "Amazon", "Amazon.co.uk", "Etsy"; undefined when the link's host names no shop. */
  retailer: string | undefined;
}

export function clickOutOf(post: { title: string; link: string }): ClickOut {
  return { title: post.title, retailer: retailerName(post.link) };
}

/** The affiliate disclosure in plain words: nothing is claimed about what anyone else bought. */
export function purchaseDisclosure(retailer: string | undefined): string {
  return `If you bought it, ${retailer ?? 'the shop'} may pay us a small commission. It never changes your price.`;
}
