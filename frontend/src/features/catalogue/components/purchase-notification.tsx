import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { type ClickOut, clickOutOf, purchaseNotificationDisabled } from '../lib/purchase-notification';

// The modal (and the site's modal dialog with it) is needed only once a visitor is back from the retailer: it stays out
// of the product page's first load, asked for when the buy button is clicked.
const loadDialog = () => import('./purchase-notification-dialog');
const PurchaseNotification = lazy(async () => ({ default: (await loadDialog()).PurchaseNotification }));

/**
 * The purchase notification of spec section 2 (Modals): after a visitor clicks a gift's buy button (the retailer opens
 * in a new tab) and comes back to the site's tab, a modal asks whether they found the one, says plainly how the site
 * earns from it (the affiliate disclosure), and lets them keep browsing or never see it again (the
 * disable_purchase_notification cookie, 10 years). It shows once per click-out, and never with the cookie set. Nothing
 * in it claims what anyone bought.
 *
 * Returns the buy button's click handler and the modal to render (null while there is none).
 */
export function usePurchaseNotification(): { onBuyClick: (post: { title: string; link: string }) => void; notification: ReactNode } {
  // The click-out waiting for the visitor to come back, and the one being shown.
  const pending = useRef<ClickOut | null>(null);
  const [shown, setShown] = useState<ClickOut | null>(null);

  const onBuyClick = useCallback((post: { title: string; link: string }) => {
    pending.current = purchaseNotificationDisabled() ? null : clickOutOf(post);
    if (pending.current) void loadDialog();
  }, []);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'visible' || !pending.current) return;
      const clickOut = pending.current;
      pending.current = null;
      // Turned off meanwhile (in another tab of the site).
      if (!purchaseNotificationDisabled()) setShown(clickOut);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const notification = shown ? (
    <Suspense fallback={null}>
      <PurchaseNotification key={`${shown.title}\u0000${shown.retailer ?? ''}`} clickOut={shown} onClosed={() => setShown(null)} />
    </Suspense>
  ) : null;
  return { onBuyClick, notification };
}
