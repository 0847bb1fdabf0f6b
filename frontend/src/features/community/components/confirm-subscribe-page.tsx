import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { readCookie } from '../../../lib/cookies';
import { isEuropean, visitorCountryCode } from '../../../lib/visitor-country';
import { confirmSubscription } from '../api/newsletter';
import { failureMessage } from '../lib/failure-message';
import { hideNewsletterCta } from '../lib/newsletter-cta';
import { Busy, CommunityCard } from './community-card';
import cardStyles from './community-card.module.css';
import styles from './forms.module.css';
import { SUBSCRIBE_FAILED, SubscribeForm } from './subscribe-form';

type Outcome = { kind: 'confirmed'; message: string } | { kind: 'refused'; message: string; linkProblem: boolean };

/** One confirmation call per code and page load, however often the page mounts (StrictMode, a remount on return). */
const calls = new Map<string, Promise<Outcome>>();

function confirmOnce(code: string): Promise<Outcome> {
  let call = calls.get(code);
  if (!call) {
    call = confirmSubscription(code).then(
      (message): Outcome => ({ kind: 'confirmed', message: message ?? 'Your subscription is confirmed.' }),
      (error: unknown): Outcome => {
        const message = failureMessage(error, SUBSCRIBE_FAILED);
        return { kind: 'refused', message, linkProblem: message !== SUBSCRIBE_FAILED };
      },
    );
    calls.set(code, call);
  }
  return call;
}

/**
 * /confirm-subscribe/{code}/ (spec section 2), the link of the newsletter mail: confirms the subscription on load
 * (POST /api/user/confirm_subscribe) and says how it went. A link that expired or was used offers a new one.
 */
export function ConfirmSubscribePage() {
  const { code = '' } = useParams();
  const { pathname } = useLocation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [resent, setResent] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setOutcome(null);
    void confirmOnce(code).then((result) => {
      if (!current) return;
      // A subscriber needs no call to action any more.
      if (result.kind === 'confirmed') hideNewsletterCta();
      setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [code]);

  if (outcome === null) {
    return (
      <CommunityCard title="Confirming your subscription" narrow>
        <Busy label="One moment while we confirm your email…" />
      </CommunityCard>
    );
  }

  if (outcome.kind === 'confirmed') {
    return (
      <CommunityCard title="You're subscribed!" narrow focusKey="confirmed">
        <div className={styles.done} role="status" data-subscribe-confirmed>
          <p className="form-done-message">{outcome.message}</p>
        </div>
        <div className={cardStyles.actions}>
          <Link className="button" to="/popular/">
            See the popular gifts
          </Link>
          <Link className="button button--ghost" to="/">
            Home
          </Link>
        </div>
      </CommunityCard>
    );
  }

  return (
    <CommunityCard title={outcome.linkProblem ? 'This link no longer works' : SUBSCRIBE_FAILED} narrow focusKey="refused">
      <div className="form-alert" role="alert" data-subscribe-refused>
        {outcome.message}
      </div>
      {resent ? (
        <div className={`${styles.done} ${styles.spaced}`} role="status">
          <p className="form-done-message">{resent}</p>
        </div>
      ) : (
        <>
          <p className={cardStyles.after}>Confirmation links work once, within a week. Tell us your email and we will send a new one.</p>
          <div className={styles.spaced}>
            <SubscribeForm
              needsConsent={isEuropean(visitorCountryCode(readCookie('country'), pathname))}
              submitLabel="Send me a new link"
              onSubscribed={(message) => setResent(message)}
            />
          </div>
        </>
      )}
    </CommunityCard>
  );
}
