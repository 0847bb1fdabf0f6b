import { useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { type ClickOut, disablePurchaseNotification, purchaseDisclosure } from '../lib/purchase-notification';
import styles from './purchase-notification.module.css';

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
