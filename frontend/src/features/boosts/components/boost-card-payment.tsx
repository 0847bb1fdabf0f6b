import type { BoostIntentDto, BoostOfferDto, PaymentResultDto } from '@emberhold/contracts';
import { advertisingMessages } from '@emberhold/contracts/src/api/advertising-api';
import { formatBoostPrice } from '@emberhold/contracts/src/api/boost-pricing';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { confirmBoostPayment } from '../api/boost-api';
import { formatBoostDate } from '../lib/boost-form';
import { focusInView } from '../lib/focus-in-view';
import { usePaymentElement } from '../../../lib/use-payment-element';
import styles from './boost-page.module.css';

/** failed: Stripe.js could not be had, so there is no card form to pay with (choosing another date starts again). */
type Step = 'loading' | 'ready' | 'paying' | 'failed';

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
  const { mountPoint, mount, confirm } = usePaymentElement(stripe);
  const heading = useRef<HTMLHeadingElement>(null);
  const errorArea = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const headingId = useId();

  useEffect(() => focusInView(heading.current), []);

  const clientSecret = intent.client_secret;
  useEffect(() => {
    setStep('loading');
    mount({ client_secret: clientSecret })
      .then((mounted) => mounted && setStep('ready'))
      .catch(() => {
        setError(advertisingMessages.cardProblem);
        setStep('failed');
      });
  }, [mount, clientSecret]);

  useEffect(() => {
    if (error) errorArea.current?.focus();
  }, [error]);

  async function pay() {
    if (step !== 'ready') return;
    setError(null);
    setStep('paying');
    const confirmation = await confirm(returnUrl);
    if (!confirmation.confirmed) {
      setStep('ready');
      setError(confirmation.message || advertisingMessages.cardProblem);
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
      <div id={errorId} ref={errorArea} className={error ? 'form-alert' : 'form-alert-empty'} role="alert" tabIndex={-1} data-card-error>
        {error}
      </div>
      <div className={styles.buttons}>
        <button type="button" className="button form-sending" onClick={() => void pay()} disabled={step !== 'ready'} aria-busy={step === 'paying'}>
          {step === 'paying' ? 'Paying…' : `Pay ${formatBoostPrice(intent.amount_cents)}`}
        </button>
        <button type="button" className="link-button link-button--underlined" onClick={onBack} disabled={step === 'paying'}>
          Choose another date
        </button>
      </div>
    </section>
  );
}
