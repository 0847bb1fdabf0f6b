import type { CheckoutDto, PaymentResultDto } from '@emberhold/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { activateCardPayment, createPaymentIntent } from '../api/checkout';
import { advertisingMessages } from '../lib/funnel-messages';
import { paymentPath } from '../lib/funnel-paths';
import { loadStripeJs, STRIPE_APPEARANCE, type StripeClient, type StripeElements, type StripePaymentElement } from '../../../lib/stripe-js';
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
  const mountPoint = useRef<HTMLDivElement>(null);
  const session = useRef<{ client: StripeClient; elements: StripeElements; element: StripePaymentElement; intentId: string } | null>(null);
  const errorId = useId();
  const headingId = useId();
  useEffect(() => () => session.current?.element.destroy(), []);

  async function open() {
    if (step !== 'idle' || !termsAccepted()) return;
    setError(null);
    setStep('loading');
    onStarted();
    try {
      const [factory, intent] = await Promise.all([loadStripeJs(stripe.js_url), createPaymentIntent(campaign, discountToken)]);
      const client = factory(stripe.publishable_key);
      const elements = client.elements({ clientSecret: intent.client_secret, appearance: STRIPE_APPEARANCE });
      const element = elements.create('payment');
      if (!mountPoint.current) return;
      element.mount(mountPoint.current);
      session.current = { client, elements, element, intentId: intent.payment_intent_id };
      setStep('ready');
    } catch (reason) {
      setStep('idle');
      setError(message(reason, advertisingMessages.cardProblem));
    }
  }

  async function pay() {
    const current = session.current;
    if (!current || step !== 'ready') return;
    setError(null);
    setStep('paying');
    const returnUrl = new URL(paymentPath(campaign), window.location.origin);
    if (discountToken) returnUrl.searchParams.set('discount_token', discountToken);
    let reference: string;
    try {
      const confirmed = await current.client.confirmPayment({ elements: current.elements, redirect: 'if_required', confirmParams: { return_url: returnUrl.toString() } });
      if (confirmed.error || !confirmed.paymentIntent) {
        setStep('ready');
        setError(confirmed.error?.message || advertisingMessages.cardProblem);
        return;
      }
      // The intent our server made for this page (the same one Stripe.js confirmed): the server asks Stripe about it.
      reference = current.intentId;
    } catch {
      setStep('ready');
      setError(advertisingMessages.cardProblem);
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
        <p className={`${styles.busy} ${styles.waiting}`} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          Opening the card form…
        </p>
      )}
      <div id={errorId} className={error ? styles.alert : styles.alertEmpty} role="alert" data-card-error>
        {error}
      </div>
      {step === 'idle' ? (
        <button type="button" className={`button ${styles.primary}`} onClick={() => void open()}>
          Pay by card
        </button>
      ) : (
        <button type="button" className={`button ${styles.primary}`} onClick={() => void pay()} disabled={busy} aria-busy={busy}>
          {step === 'paying' ? 'Paying…' : `Pay ${formatPrice(feeCents / 100)}`}
        </button>
      )}
    </section>
  );
}
