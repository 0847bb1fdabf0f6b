import { useEffect, useRef, useState } from 'react';
import { openAuthModal } from '../../../lib/auth-modal';
import { useEnterGiveaway, useGiveawayEntry } from '../api/giveaway-entry';
import type { CommunityAuthStatus } from '../lib/community-auth';
import { failureMessage } from '../lib/failure-message';
import styles from './giveaway-entry.module.css';
import formStyles from './forms.module.css';
import { Modal } from './modal';
import modalStyles from './modal.module.css';

export interface GiveawayEntryProps {
  slug: string;
  title: string;
  image: string | null;
  /** ISO time the giveaway ends. */
  endsAt: string;
  authStatus: CommunityAuthStatus;
}

const ENTRY_FAILED = 'Your entry could not be saved. Please try again in a moment.';

/**
 * "Enter giveaway" on a giveaway's page (spec sections 1, 2 and 6): visitors get the login/register modal (and once
 * they are logged in, the entry modal opens by itself); a logged-in user gets the giveaway entry modal to confirm
 * their entry. Once entered, the button reads "You're entered". An ended giveaway takes no entries.
 */
export function GiveawayEntry({ slug, title, image, endsAt, authStatus }: GiveawayEntryProps) {
  const loggedIn = authStatus === 'logged-in';
  const entry = useGiveawayEntry(slug, loggedIn);
  const [modalOpen, setModalOpen] = useState(false);
  const wantsToEnter = useRef(false);
  const [now] = useState(() => Date.now());
  const ended = new Date(endsAt).getTime() <= now || entry.data?.open === false;
  const entered = loggedIn && entry.data?.entered === true;

  // A visitor who pressed the button and then logged in through the modal continues to the entry modal.
  useEffect(() => {
    if (!wantsToEnter.current || !loggedIn || !entry.data) return;
    wantsToEnter.current = false;
    if (!entry.data.entered && entry.data.open) setModalOpen(true);
  }, [loggedIn, entry.data]);

  if (ended && !entered) return <p className={styles.ended}>This giveaway has ended. Keep an eye on the giveaways page for the next one.</p>;

  return (
    <div className={styles.entry} data-giveaway-entry={entered ? 'entered' : 'open'}>
      {entered ? (
        <button type="button" className={`button ${styles.entered}`} disabled>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="m5 10.4 3.2 3.2L15 6.8" />
          </svg>
          You're entered
        </button>
      ) : (
        <button
          type="button"
          className="button"
          disabled={loggedIn && entry.isPending}
          onClick={() => {
            if (loggedIn) {
              setModalOpen(true);
            } else {
              wantsToEnter.current = true;
              openAuthModal('login');
            }
          }}
        >
          Enter giveaway
        </button>
      )}
      <p className={styles.note}>{entered ? 'Good luck! We will email the winner when it closes.' : loggedIn ? 'One entry per person.' : 'Log in or create a free account to enter.'}</p>
      {modalOpen && <GiveawayEntryModal slug={slug} title={title} image={image} onClosed={() => setModalOpen(false)} />}
    </div>
  );
}

function GiveawayEntryModal({ slug, title, image, onClosed }: { slug: string; title: string; image: string | null; onClosed: () => void }) {
  const enter = useEnterGiveaway(slug);
  const [answer, setState] = useState<{ kind: 'confirm' } | { kind: 'entered'; message: string; already: boolean } | { kind: 'failed'; message: string }>({
    kind: 'confirm',
  });
  // While the entry is on its way, the modal says nothing of the last try.
  const state = enter.isPending ? { kind: 'sending' as const } : answer;

  function confirm() {
    enter.mutate(undefined, {
      onSuccess: (result) => setState({ kind: 'entered', already: result.alreadyEntered, message: result.message ?? "You're entered!" }),
      onError: (error) => setState({ kind: 'failed', message: failureMessage(error, ENTRY_FAILED) }),
    });
  }

  const done = state.kind === 'entered';
  // The confirm button goes when the answer comes: focus moves to the button that closes.
  const doneButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (done) doneButton.current?.focus();
  }, [done]);
  return (
    <Modal name="giveaway-entry" eyebrow="Giveaway entry" title={done ? (state.already ? "You're already entered" : "You're entered!") : 'Enter this giveaway'} onClosed={onClosed}>
      {(close) => (
        <>
          <div className={styles.prize}>
            {image ? <img src={image} alt="" /> : <span />}
            <p className={styles.prizeTitle}>{title}</p>
          </div>
          {done ? (
            <div className={formStyles.done} role="status" data-giveaway-entered>
              <p className="form-done-message">{state.message}</p>
            </div>
          ) : (
            <>
              {state.kind === 'failed' && (
                <div className="form-alert" role="alert">
                  {state.message}
                </div>
              )}
              <ul className={styles.rules}>
                <li>One entry per person; it is tied to your account.</li>
                <li>We pick a winner when the giveaway closes and tell them by email.</li>
              </ul>
            </>
          )}
          <div className={modalStyles.footer}>
            {done ? (
              <button ref={doneButton} type="button" className="button" onClick={close}>
                Done
              </button>
            ) : (
              <button type="button" className="button form-submit form-sending" onClick={confirm} disabled={state.kind === 'sending'} data-autofocus>
                {state.kind === 'sending' ? 'Entering…' : 'Confirm my entry'}
              </button>
            )}
          </div>
        </>
      )}
    </Modal>
  );
}
