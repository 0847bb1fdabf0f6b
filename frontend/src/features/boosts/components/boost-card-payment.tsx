import type { BoostIntentDto, BoostOfferDto, PaymentResultDto } from '@emberhold/contracts';
import { advertisingMessages, formatBoostPrice } from '../lib/boost-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { confirmBoostPayment } from '../api/boost-api';
import { formatBoostDate } from '../lib/boost-form';
import { focusInView } from '../lib/focus-in-view';
import { loadStripeJs, STRIPE_APPEARANCE, type StripeClient, type StripeElements, type StripePaymentElement } from '../../../lib/stripe-js';
import styles from './boost-page.module.css';

type Step = 'loading' | 'ready' | 'paying';

interface BoostCardPaymentProps {
  slug: string;
  postTitle: string;
  stripe: NonNullable<BoostOfferDto['stripe']>;
  intent: BoostIntentDto;
  email: string;
  token: string;
  /** Where a card that needs its bank's page comes back to (with the boost named in its query). */
  returnUrl: string;
  onBack: () => void;
  onResult: (result: PaymentResultDto) => void;
}

const serverMessage = (reason: unknown) => (reason instanceof ApiError && reason.serverError ? reason.serverError : advertisingMessages.cardProblem);

/**
 * Paying for the held date by card (spec sections 7 and 8): Stripe.js from the offer's address, the Payment Element
 * mounted from the intent's client secret, confirmPayment answered in the page (redirect only when the card needs it),
 * then boost/{slug}, where the server asks Stripe how it went: paid, or pending while Stripe confirms. The card
 * provider's own words show in the card error area; anything else is 'There was a problem processing your card.'
 */
export function BoostCardPayment({ slug, postTitle, stripe, intent, email, token, returnUrl, onBack, onResult }: BoostCardPaymentProps) {
  const [step, setStep] = useState<Step>('loading');
  const [error, setError] = useState<string | null>(null);
  const mountPoint = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const errorArea = useRef<HTMLDivElement>(null);
  const session = useRef<{ client: StripeClient; elements: StripeElements; element: StripePaymentElement } | null>(null);
  const errorId = useId();
  const headingId = useId();

  useEffect(() => focusInView(heading.current), []);

  useEffect(() => {
    let cancelled = false;
    loadStripeJs(stripe.js_url)
      .then((factory) => {
        if (cancelled || !mountPoint.current) return;
        const client = factory(stripe.publishable_key);
        const elements = client.elements({ clientSecret: intent.client_secret, appearance: STRIPE_APPEARANCE });
        const element = elements.create('payment');
        element.mount(mountPoint.current);
        session.current = { client, elements, element };
        setStep('ready');
      })
      .catch(() => {
        if (cancelled) return;
        setError(advertisingMessages.cardProblem);
        setStep('ready');
      });
    return () => {
      cancelled = true;
      session.current?.element.destroy();
      session.current = null;
    };
  }, [stripe.js_url, stripe.publishable_key, intent.client_secret]);

  useEffect(() => {
    if (error) errorArea.current?.focus();
  }, [error]);

  async function pay() {
    const current = session.current;
    if (step !== 'ready') return;
    if (!current) {
      setError(advertisingMessages.cardProblem);
      return;
    }
    setError(null);
    setStep('paying');
    try {
      const confirmed = await current.client.confirmPayment({ elements: current.elements, redirect: 'if_required', confirmParams: { return_url: returnUrl } });
      if (confirmed.error || !confirmed.paymentIntent) {
        setStep('ready');
        setError(confirmed.error?.message || advertisingMessages.cardProblem);
        return;
      }
    } catch {
      setStep('ready');
      setError(advertisingMessages.cardProblem);
      return;
    }
    try {
      // The intent the server made for this hold: the server asks Stripe about it, never about one the page names.
      onResult(await confirmBoostPayment(slug, { stripeRef: intent.payment_intent_id, date: intent.date, email, token }));
    } catch (reason) {
      setStep('ready');
      setError(serverMessage(reason));
    }
  }

  return (
    <section aria-labelledby={headingId} data-boost-payment data-card-step={step}>
      <h2 id={headingId} ref={heading} className={styles.cardHeading} tabIndex={-1}>
        Pay by card
      </h2>
      <p className={styles.summary}>
        Boost of <strong>{postTitle}</strong> on <strong>{formatBoostDate(intent.date)}</strong>: <strong>{formatBoostPrice(intent.amount_cents)}</strong>. The
        date is held for you for 30 minutes.
      </p>
      <div ref={mountPoint} className={styles.cardElement} data-card-element aria-describedby={error ? errorId : undefined} />
      {step === 'loading' && (
        <p className={styles.waiting} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          Opening the card form…
        </p>
      )}
      <div id={errorId} ref={errorArea} className={error ? styles.alert : styles.alertEmpty} role="alert" tabIndex={-1} data-card-error>
        {error}
      </div>
      <div className={styles.buttons}>
        <button type="button" className={`button ${styles.primary}`} onClick={() => void pay()} disabled={step !== 'ready'} aria-busy={step === 'paying'}>
          {step === 'paying' ? 'Paying…' : `Pay ${formatBoostPrice(intent.amount_cents)}`}
        </button>
        <button type="button" className={styles.linkButton} onClick={onBack} disabled={step === 'paying'}>
          Choose another date
        </button>
      </div>
    </section>
  );
}
