import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { type ClickOut, clickOutOf, disablePurchaseNotification, purchaseDisclosure, purchaseNotificationDisabled } from '../lib/purchase-notification';
import styles from './purchase-notification.module.css';

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

  const notification = shown ? <PurchaseNotification key={`${shown.title}\u0000${shown.retailer ?? ''}`} clickOut={shown} onClosed={() => setShown(null)} /> : null;
  return { onBuyClick, notification };
}

/** The modal itself: "Found the one?", the product and shop, the disclosure, Keep browsing and Don't show this again. */
export function PurchaseNotification({ clickOut, onClosed }: { clickOut: ClickOut; onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  const shop = clickOut.retailer ?? 'the shop';
  return (
    <ModalDialog
      open={open}
      onClose={close}
      onClosed={onClosed}
      size="sm"
      eyebrow={`Back from ${shop}`}
      title="Found the one?"
      intro={
        <>
          You went to {shop} for <strong>{clickOut.title}</strong>.
        </>
      }
      layerData={{ 'data-purchase-notification': open ? 'open' : 'closing' }}
    >
      <p className={styles.disclosure}>{purchaseDisclosure(clickOut.retailer)}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={close} data-autofocus>
          Keep browsing
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            disablePurchaseNotification();
            close();
          }}
        >
          {"Don't show this again"}
        </button>
      </div>
    </ModalDialog>
  );
}
