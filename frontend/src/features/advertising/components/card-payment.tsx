import type { CheckoutDto, PaymentResultDto } from '@emberhold/contracts';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { activateCardPayment, createPaymentIntent } from '../api/checkout';
import { advertisingMessages } from '../lib/funnel-messages';
import { paymentPath } from '../lib/funnel-paths';
import { usePaymentElement } from '../../../lib/use-payment-element';
import styles from './funnel.module.css';

type Step = 'idle' | 'loading' | 'ready' | 'paying';

interface CardPaymentProps {
  campaign: number;
  stripe: NonNullable<CheckoutDto['stripe']>;
  feeCents: number;
  discountToken: string | null;
  /** Checks the terms (showing their message when unticked); the card form opens only when it answers true. */
  termsAccepted: () => boolean;
  /** The card form is open: the fee (and so the discount) is fixed from here on. */
  onStarted: () => void;
  onResult: (result: PaymentResultDto) => void;
}

const message = (reason: unknown, fallback: string) => (reason instanceof ApiError && reason.serverError ? reason.serverError : fallback);

/**
 * Paying by card with Stripe's Payment Element (spec sections 7 and 8): Stripe.js comes from the address the checkout
 * names, a PaymentIntent is made for the fee (payment_intent), the element is mounted from its client secret, and
 * confirmPayment answers in the page (a card that needs a bank's page returns to this page). Card provider errors
 * show in the card error area; the confirmed payment is then activated (campaign/{id}/activate/), paid or pending.
 */
export function CardPayment({ campaign, stripe, feeCents, discountToken, termsAccepted, onStarted, onResult }: CardPaymentProps) {
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const { mountPoint, mount, confirm } = usePaymentElement(stripe);
  // The intent our server made for this page (the one Stripe.js confirms): the server asks Stripe about it.
  const intentId = useRef<string | null>(null);
  const errorId = useId();
  const headingId = useId();

  async function open() {
    if (step !== 'idle' || !termsAccepted()) return;
    setError(null);
    setStep('loading');
    onStarted();
    try {
      const intent = await mount(createPaymentIntent(campaign, discountToken));
      if (!intent) return;
      intentId.current = intent.payment_intent_id;
      setStep('ready');
    } catch (reason) {
      setStep('idle');
      setError(message(reason, advertisingMessages.cardProblem));
    }
  }

  async function pay() {
    const reference = intentId.current;
    if (!reference || step !== 'ready') return;
    setError(null);
    setStep('paying');
    const returnUrl = new URL(paymentPath(campaign), window.location.origin);
    if (discountToken) returnUrl.searchParams.set('discount_token', discountToken);
    const confirmation = await confirm(returnUrl.toString());
    if (!confirmation.confirmed) {
      setStep('ready');
      setError(confirmation.message || advertisingMessages.cardProblem);
      return;
    }
    try {
      onResult(await activateCardPayment(campaign, reference, discountToken));
    } catch (reason) {
      setStep('ready');
      setError(message(reason, advertisingMessages.cardProblem));
    }
  }

  const busy = step === 'loading' || step === 'paying';
  return (
    <section className={styles.method} aria-labelledby={headingId} data-payment-method="card" data-card-step={step}>
      <h3 id={headingId} className={styles.methodHeading}>
        Card
      </h3>
      <div ref={mountPoint} className={styles.cardElement} hidden={step === 'idle'} data-card-element aria-describedby={error ? errorId : undefined} />
      {step === 'loading' && (
        <p className={`${styles.busy} status-waiting`} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          Opening the card form…
        </p>
      )}
      <div id={errorId} className={error ? 'form-alert' : 'form-alert-empty'} role="alert" data-card-error>
        {error}
      </div>
      {step === 'idle' ? (
        <button type="button" className="button form-sending" onClick={() => void open()}>
          Pay by card
        </button>
      ) : (
        <button type="button" className="button form-sending" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
          {step === 'paying' ? 'Paying…' : `Pay ${formatPrice(feeCents / 100)}`}
        </button>
      )}
    </section>
  );
}
