import { advertisingMessages } from '../lib/funnel-messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { ApiError } from '../../../lib/api-client';
import { openAuthModal, preloadAuthModal } from '../../../lib/auth-modal';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { activateAdvertiser } from '../api/activate-advertiser';
import { checkoutQuery } from '../api/checkout';
import { newestCreativeQuery } from '../api/creatives';
import { withRememberedDiscount } from '../lib/funnel-discount';
import { DASHBOARD_PATH, editorPath, paymentPath } from '../lib/funnel-paths';
import { funnelTempId } from '../lib/funnel-session';
import type { AuthStatus } from '../lib/funnel-auth';
import { creativeAd } from '../lib/creative-fields';
import { AdPreview } from './ad-preview';
import { FunnelHeader } from './funnel-steps';
import { TemporarySignupForm } from './temporary-signup-form';
import styles from './funnel.module.css';

type Activation = { kind: 'waiting' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * /product-pitch/confirmation/{campaign} (spec section 4): the ad as it will run (the campaign's newest creative); a
 * visitor logs in or registers in the modal, then the campaign is activated for them (activate_advertiser with the
 * funnel's temporary id) and they continue to payment.
 */
export function ConfirmationPage({ campaign, authStatus }: { campaign: number; authStatus: AuthStatus }) {
  useDocumentTitle('Confirm your ad');
  const tempId = funnelTempId(campaign);
  const newest = useQuery(newestCreativeQuery(campaign, tempId));
  const [activation, setActivation] = useState<Activation>({ kind: 'waiting' });
  const started = useRef(false);
  const nextStep = useRef<HTMLDivElement>(null);

  async function activate() {
    // Without the funnel's id here (another tab, an advertiser editing later) the campaign is already theirs, or not:
    // the payment page asks the server.
    if (!tempId) return setActivation({ kind: 'done' });
    setActivation({ kind: 'sending' });
    try {
      await activateAdvertiser(tempId);
      setActivation({ kind: 'done' });
    } catch (reason) {
      setActivation({ kind: 'failed', message: reason instanceof ApiError && reason.serverError ? reason.serverError : advertisingMessages.couldNotActivate });
    }
  }

  // Once someone is logged in (already, or in the modal just now), the campaign is made theirs, once.
  useEffect(() => {
    if (authStatus !== 'logged-in' || started.current) return;
    started.current = true;
    void activate();
  }, [authStatus]);

  const checkout = useQuery({ ...checkoutQuery(campaign), enabled: activation.kind === 'done' });
  const paid = checkout.data?.payment_status === 'paid';
  const ready = activation.kind === 'done' && !checkout.isPending;
  useEffect(() => {
    if (ready) nextStep.current?.focus({ preventScroll: true });
  }, [ready]);

  if (newest.isError) {
    return (
      <LoadFailed page title="This campaign could not be found">
        {newest.error instanceof ApiError && newest.error.serverError && newest.error.code !== 'not_found' ? newest.error.serverError : 'Start again from the product pitch page.'}
      </LoadFailed>
    );
  }
  const creative = newest.data;
  const editHref = creative ? (tempId ? editorPath(tempId, creative.id) : `/product-pitch/creative/${creative.id}/edit/`) : null;

  return (
    <div className={`page-container ${styles.page}`}>
      <FunnelHeader step={1} title="Confirm your ad" intro="Check your ad, then sign in so your campaign is yours. Payment comes next." />
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="confirm-account-heading" data-confirmation={activation.kind}>
          <h2 id="confirm-account-heading" className={styles.cardHeading}>
            {authStatus === 'logged-in' ? 'Your campaign' : 'Log in or register'}
          </h2>
          {authStatus === 'unknown' && <div className={styles.loading} aria-busy="true" />}
          {authStatus === 'logged-out' && (
            <>
              <p className={styles.muted}>Your ad is saved. Log in or create an account to keep it: you will see its impressions, clicks and saves on your dashboard.</p>
              <div className={styles.buttons}>
                <button type="button" className="button" onClick={() => openAuthModal('register')} onPointerEnter={preloadAuthModal} onFocus={preloadAuthModal}>
                  Register
                </button>
                <button type="button" className="button button--ghost" onClick={() => openAuthModal('login')} onPointerEnter={preloadAuthModal} onFocus={preloadAuthModal}>
                  Log in
                </button>
              </div>
              {tempId && <TemporarySignupForm tempId={tempId} />}
            </>
          )}
          {authStatus === 'logged-in' && (activation.kind === 'waiting' || activation.kind === 'sending' || (activation.kind === 'done' && checkout.isPending)) && (
            <p className={`${styles.busy} status-waiting`} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              Setting up your campaign…
            </p>
          )}
          {activation.kind === 'failed' && (
            <>
              <div className="form-alert" role="alert" data-activation-error>
                {activation.message}
              </div>
              <div className={styles.buttons}>
                <button type="button" className="button" onClick={() => void activate()}>
                  Try again
                </button>
              </div>
            </>
          )}
          {ready && (
            <div ref={nextStep} className={styles.done} role="status" tabIndex={-1} data-activated>
              <p className="form-done-message">{paid ? 'This campaign is paid.' : 'Your campaign is ready.'}</p>
              <p className="form-done-detail">
                {paid ? 'Your ad runs once we have approved it. Follow it on your dashboard.' : 'One step left: the campaign fee. Your ad runs once it is paid and we have approved it.'}
              </p>
            </div>
          )}
          {ready && (
            <div className={styles.buttons}>
              {paid ? (
                <Link className="button" to={DASHBOARD_PATH}>
                  Go to your dashboard
                </Link>
              ) : (
                <Link className="button" to={withRememberedDiscount(paymentPath(campaign))}>
                  Continue to payment
                </Link>
              )}
            </div>
          )}
          {editHref && (
            <p className={styles.muted}>
              Want to change something? <Link to={editHref}>Edit your ad</Link>.
            </p>
          )}
        </section>
        <AdPreview headingId="confirm-preview-heading" heading="Your ad" ad={creative && creativeAd(creative)} loading={newest.isPending} note="As readers will see it in the gift lists." />
      </div>
    </div>
  );
}
