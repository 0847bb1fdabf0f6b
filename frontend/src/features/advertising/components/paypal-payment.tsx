import { advertisingMessages } from '../lib/funnel-messages';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { createPaypalOrder } from '../api/checkout';
import styles from './funnel.module.css';

interface PaypalPaymentProps {
  campaign: number;
  discountToken: string | null;
  termsAccepted: () => boolean;
  /** What came back from PayPal: the failed capture's message, or the calm note of a cancelled approval. */
  returned: { kind: 'failed'; message: string } | { kind: 'cancelled' } | null;
}

/**
 * Paying with PayPal (Orders v2): an order for the fee is made (create_paypal) and the buyer approves it at PayPal,
 * which sends them back here (?paypal=return&token=&PayerID=, or ?paypal=cancel); the payment page then captures it.
 */
export function PaypalPayment({ campaign, discountToken, termsAccepted, returned }: PaypalPaymentProps) {
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  async function start() {
    if (leaving || !termsAccepted()) return;
    setError(null);
    setLeaving(true);
    try {
      const order = await createPaypalOrder(campaign, discountToken);
      window.location.assign(order.approve_url);
    } catch (reason) {
      setLeaving(false);
      setError(reason instanceof ApiError && reason.serverError ? reason.serverError : advertisingMessages.paypalProblem);
    }
  }

  const failure = error ?? (returned?.kind === 'failed' ? returned.message : null);
  return (
    <section className={styles.method} aria-labelledby={headingId} data-payment-method="paypal">
      <h3 id={headingId} className={styles.methodHeading}>
        PayPal
      </h3>
      {returned?.kind === 'cancelled' && !failure && (
        <p className={styles.notice} role="status" data-paypal-cancelled>
          You left PayPal before approving the payment, so nothing was charged. You can try again or pay by card.
        </p>
      )}
      <div className={failure ? 'form-alert' : 'form-alert-empty'} role="alert" data-paypal-error>
        {failure}
      </div>
      <button type="button" className={`button ${styles.paypalButton}`} onClick={() => void start()} disabled={leaving} aria-busy={leaving}>
        {leaving ? 'Going to PayPal…' : 'Pay with PayPal'}
      </button>
    </section>
  );
}
