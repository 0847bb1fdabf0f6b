import type { CheckoutDto, PaymentResultDto } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Field } from '../../../components/form-field';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { NotFoundMessage } from '../../../components/not-found-message';
import { ApiError, serverWords } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { showSiteNotice } from '../../../lib/site-notice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { activateCardPayment, activatePaypalPayment, checkDiscountToken, checkoutQuery } from '../api/checkout';
import { newestCreativeQuery } from '../api/creatives';
import { DASHBOARD_PATH, TERMS_PATH } from '../lib/funnel-paths';
import { advertisingMessages, CAMPAIGN_FEE_CENTS } from '../lib/funnel-messages';
import { CardPayment } from './card-payment';
import { AdPreview } from './ad-preview';
import { FunnelHeader } from './funnel-steps';
import { PaypalPayment } from './paypal-payment';
import styles from './funnel.module.css';

/** Spec section 9 (timers): a payment still being confirmed is asked about every 2 s. */
const CONFIRM_POLL_MS = 2_000;
const PAID_NOTICE = 'Thank you: your payment went through. Your ad runs once we have approved it.';
const INVALID_DISCOUNT = 'This discount code is not valid.';

const dollars = (cents: number) => formatPrice(cents / 100);

type Returned = { kind: 'failed'; message: string } | { kind: 'cancelled' } | null;

/**
 * /product-pitch/payment/x10{campaign} (spec sections 2, 5, 7 and 9), for logged-in advertisers: the campaign fee
 * ($249, or $186.75 with a dropoff's discount code), the terms to accept ('Please confirm you have read and agree to
 * the terms and conditions'), and the card or PayPal. A payment the provider still confirms is followed by asking the
 * checkout every 2 s; once paid, the advertiser goes to their dashboard.
 */
export function PaymentPage({ campaign }: { campaign: number }) {
  useDocumentTitle('Pay for your campaign');
  const navigate = useNavigate();
  const location = useLocation();
  const [waiting, setWaiting] = useState(false);
  const paidHere = useRef(false);
  const checkout = useQuery({
    ...checkoutQuery(campaign),
    refetchInterval: (query) => (waiting || query.state.data?.payment_status === 'pending' ? CONFIRM_POLL_MS : false),
  });
  const newest = useQuery(newestCreativeQuery(campaign, null));

  const [returned, setReturned] = useState<Returned>(null);
  const [cardReturnError, setCardReturnError] = useState<string | null>(null);
  const handledReturn = useRef(false);

  function settle(result: PaymentResultDto) {
    paidHere.current = true;
    if (result.status === 'paid') {
      showSiteNotice(PAID_NOTICE, DASHBOARD_PATH);
      navigate(DASHBOARD_PATH, { replace: true });
    } else {
      setWaiting(true);
    }
  }

  // Back from PayPal (?paypal=return&token=&PayerID= or ?paypal=cancel) or from a card's bank page (?payment_intent=):
  // finish that payment once, then take the provider's values out of the address.
  useEffect(() => {
    if (handledReturn.current) return;
    handledReturn.current = true;
    const query = new URLSearchParams(location.search);
    const clean = () => navigate({ pathname: location.pathname, search: query.get('discount_token') ? `?discount_token=${encodeURIComponent(query.get('discount_token') ?? '')}` : '' }, { replace: true });
    if (query.get('paypal') === 'cancel') {
      setReturned({ kind: 'cancelled' });
      clean();
    } else if (query.get('paypal') === 'return') {
      const token = query.get('token');
      const payer = query.get('PayerID');
      clean();
      if (!token || !payer) return setReturned({ kind: 'failed', message: advertisingMessages.paypalProblem });
      setWaiting(true);
      activatePaypalPayment(campaign, token, payer).then(settle, (reason: unknown) => {
        setWaiting(false);
        setReturned({ kind: 'failed', message: serverWords(reason, advertisingMessages.paypalProblem) });
      });
    } else if (query.get('payment_intent')) {
      const intent = query.get('payment_intent') ?? '';
      const discount = query.get('discount_token');
      clean();
      if (query.get('redirect_status') !== 'succeeded') return setCardReturnError(advertisingMessages.cardProblem);
      setWaiting(true);
      activateCardPayment(campaign, intent, discount).then(settle, (reason: unknown) => {
        setWaiting(false);
        setCardReturnError(serverWords(reason, advertisingMessages.cardProblem));
      });
    }
  }, []);

  const status = checkout.data?.payment_status;
  useEffect(() => {
    if (status !== 'paid') return;
    if (paidHere.current) showSiteNotice(PAID_NOTICE, DASHBOARD_PATH);
    navigate(DASHBOARD_PATH, { replace: true });
  }, [status, navigate]);

  if (checkout.isPending) return <div className={`page-container ${styles.loading}`} aria-busy="true" />;
  if (checkout.isError) {
    if (checkout.error instanceof ApiError && checkout.error.code === 'not_found') return <NotFoundMessage />;
    return (
      <LoadFailed page title="This payment page could not be opened">
        {serverWords(checkout.error, TRY_AGAIN_SOON)}
      </LoadFailed>
    );
  }
  if (status === 'paid') return <Navigate to={DASHBOARD_PATH} replace />;

  return (
    <div className={`page-container ${styles.page}`}>
      <FunnelHeader step={2} title="Pay for your campaign" intro="One fee for the campaign. Your ad runs once it is paid and we have approved it." />
      <div className={styles.layout}>
        {waiting || status === 'pending' ? (
          <section className={styles.card} aria-labelledby="payment-heading" data-payment-state="confirming">
            <h2 id="payment-heading" className={styles.cardHeading}>
              Payment
            </h2>
            <p className={`${styles.muted} status-waiting`} role="status" data-payment-confirming>
              <span className={styles.spinner} aria-hidden="true" />
              Confirming your payment…
            </p>
            <p className={styles.asideNote}>This page moves on by itself once the payment provider has confirmed it. It usually takes a few seconds.</p>
          </section>
        ) : (
          <PaymentForm campaign={campaign} checkout={checkout.data} initialDiscount={new URLSearchParams(location.search).get('discount_token')} returned={returned} cardReturnError={cardReturnError} onResult={settle} />
        )}
        <AdPreview headingId="payment-preview-heading" heading="Your ad" ad={newest.data} loading={newest.isPending} />
      </div>
    </div>
  );
}

interface PaymentFormProps {
  campaign: number;
  checkout: CheckoutDto;
  initialDiscount: string | null;
  returned: Returned;
  cardReturnError: string | null;
  onResult: (result: PaymentResultDto) => void;
}

function PaymentForm({ campaign, checkout, initialDiscount, returned, cardReturnError, onResult }: PaymentFormProps) {
  const [discount, setDiscount] = useState<{ token: string; feeCents: number } | null>(null);
  const [code, setCode] = useState(initialDiscount ?? '');
  const [discountError, setDiscountError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [locked, setLocked] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const termsBox = useRef<HTMLInputElement>(null);
  const base = useId();
  const ids = { code: `${base}-code`, terms: `${base}-terms`, termsError: `${base}-terms-error` };

  async function applyDiscount(token: string) {
    const trimmed = token.trim();
    if (!trimmed || checking) return;
    setChecking(true);
    setDiscountError(null);
    try {
      const checked = await checkDiscountToken(trimmed);
      setDiscount({ token: trimmed, feeCents: checked.fee_cents });
    } catch (reason) {
      setDiscount(null);
      setDiscountError(serverWords(reason, INVALID_DISCOUNT));
    } finally {
      setChecking(false);
    }
  }

  // A code that came in the address (a dropoff's mail) is checked at once.
  const checkedInitial = useRef(false);
  useEffect(() => {
    if (checkedInitial.current || !initialDiscount) return;
    checkedInitial.current = true;
    void applyDiscount(initialDiscount);
  }, []);

  function termsAccepted(): boolean {
    if (accepted) return true;
    setTermsError(true);
    termsBox.current?.focus();
    return false;
  }

  function onDiscountSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void applyDiscount(code);
  }

  const fullFee = checkout.discount_applied ? CAMPAIGN_FEE_CENTS : checkout.fee_cents;
  const fee = discount?.feeCents ?? checkout.fee_cents;
  const token = discount?.token ?? null;
  const anyProvider = checkout.stripe !== null || checkout.paypal;
  return (
    <section className={styles.card} aria-labelledby="payment-heading" data-payment-state="choose">
      <h2 id="payment-heading" className={styles.cardHeading}>
        Payment
      </h2>
      <dl className={styles.summary} data-payment-summary>
        <dt>Campaign fee</dt>
        <dd>{dollars(fullFee)}</dd>
        {fee !== fullFee && (
          <>
            <dt>Discount</dt>
            <dd>−{dollars(fullFee - fee)}</dd>
          </>
        )}
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total} data-payment-total>
          {fee !== fullFee && <span className={styles.was}>{dollars(fullFee)}</span>}
          {dollars(fee)}
        </dd>
      </dl>

      <form onSubmit={onDiscountSubmit} data-discount-form>
        <Field id={ids.code} label="Discount code" mark="optional" error={discountError} announceError>
          {(control) => (
            <>
              <div className={styles.discountRow}>
                <input
                  {...control}
                  className="form-input"
                  name="discount_token"
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setDiscountError(null);
                  }}
                  disabled={locked}
                  autoComplete="off"
                  spellCheck={false}
                />
                <button type="submit" className="button button--ghost form-sending" disabled={locked || checking || !code.trim()} aria-busy={checking}>
                  {checking ? 'Checking…' : 'Apply'}
                </button>
              </div>
              {discount && !discountError && (
                <p className="form-hint" role="status" data-discount-applied>
                  Discount applied: you pay {dollars(discount.feeCents)}.
                </p>
              )}
            </>
          )}
        </Field>
      </form>

      <div className="form-field">
        <div className={`form-check ${styles.terms}`}>
          <input
            ref={termsBox}
            id={ids.terms}
            type="checkbox"
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.target.checked);
              if (event.target.checked) setTermsError(false);
            }}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? ids.termsError : undefined}
          />
          <label htmlFor={ids.terms}>
            I have read and agree to the{' '}
            <Link to={TERMS_PATH} target="_blank">
              terms and conditions
            </Link>
            .
          </label>
        </div>
        {termsError && (
          <p id={ids.termsError} className="form-error" data-terms-error>
            {advertisingMessages.acceptConditions}
          </p>
        )}
      </div>

      <div className={styles.methods}>
        {checkout.stripe ? (
          <CardPayment
            campaign={campaign}
            stripe={checkout.stripe}
            feeCents={fee}
            discountToken={token}
            termsAccepted={termsAccepted}
            onStarted={() => setLocked(true)}
            onResult={onResult}
          />
        ) : (
          checkout.paypal && <p className={styles.notice}>Card payments are not available at the moment; please use PayPal.</p>
        )}
        {cardReturnError && (
          <div className="form-alert" role="alert">
            {cardReturnError}
          </div>
        )}
        {checkout.paypal ? (
          <PaypalPayment campaign={campaign} discountToken={token} termsAccepted={termsAccepted} returned={returned} />
        ) : (
          checkout.stripe && <p className={styles.notice}>PayPal is not available at the moment; please pay by card.</p>
        )}
        {!anyProvider && (
          <p className={styles.notice} role="status">
            Payments are not available at the moment. Please try again later, or <Link to="/product-pitch#talk-to-us">talk to us</Link>.
          </p>
        )}
      </div>
    </section>
  );
}
