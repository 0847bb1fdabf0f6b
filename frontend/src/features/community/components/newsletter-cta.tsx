import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { readCookie } from '../../../lib/cookies';
import { isEuropean, visitorCountryCode } from '../../../lib/visitor-country';
import { hideNewsletterCta } from '../lib/newsletter-cta';
import formStyles from './forms.module.css';
import { Modal } from './modal';
import styles from './modal.module.css';
import { SubscribeForm } from './subscribe-form';

/**
 * The newsletter call to action (spec section 2, Modals): the sign-up form in a modal. Closing it, in any way, or
 * subscribing hides it for 10 years (spec section 9). European visitors tick the consent box first.
 */
export function NewsletterCta({ onClosed }: { onClosed: () => void }) {
  const { pathname } = useLocation();
  const [needsConsent] = useState(() => isEuropean(visitorCountryCode(readCookie('country'), pathname)));
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  // The form goes when the answer comes: focus moves to the button that closes.
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sent) back.current?.focus();
  }, [sent]);

  return (
    <Modal name="newsletter" eyebrow="The Emberhold Gifts newsletter" title={sent ? 'Check your inbox' : 'Gifts worth the oath, in your inbox'} onDismiss={hideNewsletterCta} onClosed={onClosed}>
      {(close) =>
        sent ? (
          <>
            <div className={formStyles.done} role="status" data-subscribe-sent>
              <p className="form-done-message">{sent.message}</p>
              <p className="form-done-detail">
                We sent the link to <strong>{sent.email}</strong>.
              </p>
            </div>
            <div className={styles.footer}>
              <button ref={back} type="button" className="button" onClick={close}>
                Back to the gifts
              </button>
            </div>
          </>
        ) : (
          <>
            <p className={styles.intro}>The best new gifts for fans of The Emberhold Saga, a few times a month. No spam, and your address goes to no one else.</p>
            <SubscribeForm
              needsConsent={needsConsent}
              onSubscribed={(message, email) => {
                hideNewsletterCta();
                setSent({ message, email });
              }}
            />
            <div className={styles.footer}>
              <button type="button" className={formStyles.textButton} onClick={close}>
                No thanks
              </button>
            </div>
          </>
        )
      }
    </Modal>
  );
}
