import { useEffect, useRef, useState } from 'react';
import { openAuthModal } from '../../../lib/auth-modal';
import { useSubmitProduct } from '../api/submit-product';
import type { CommunityAuthStatus } from '../lib/community-auth';
import { checkSubmission, SUBMIT_FAILED, SUBMIT_LOGIN_REQUIRED, submissionBody, type SubmissionField, type SubmissionValues } from '../lib/submission-form';
import { Busy, CommunityCard, SentResult } from './community-card';
import cardStyles from './community-card.module.css';
import { useCommunityForm } from '../hooks/use-community-form';
import { FormField } from './form-field';
import styles from './forms.module.css';

const EMPTY: SubmissionValues = { image: '', title: '', link: '', price: '', description: '' };
const TITLE = 'Submit a product';
const INTRO = 'Found a gift that fans of The Emberhold Saga would love? Tell our editors about it. We look at every suggestion.';

/**
 * The submit-product page (spec sections 2, 5 and 6), logged-in users only: a visitor reads 'Please log in to an account
 * before submitting posts.' and gets the login/register modal. Title and purchase link are required ('Please fill out
 * all the required fields.'), the price loses its dollar sign; POST /api/user/submit stores it pending review.
 */
export function SubmitProductPage({ authStatus }: { authStatus: CommunityAuthStatus }) {
  const [done, setDone] = useState<string | null>(null);
  const prompted = useRef(false);

  // A visitor arriving here is offered the login/register modal once; logging in there brings the form.
  useEffect(() => {
    if (authStatus !== 'logged-out' || prompted.current) return;
    prompted.current = true;
    openAuthModal('login');
  }, [authStatus]);

  if (authStatus === 'unknown') {
    return (
      <CommunityCard title={TITLE} intro={INTRO}>
        <Busy label="Loading…" />
      </CommunityCard>
    );
  }

  if (authStatus === 'logged-out') {
    return (
      <CommunityCard title={TITLE} intro={INTRO}>
        <div className={styles.alert} role="alert" data-submit-login-required>
          {SUBMIT_LOGIN_REQUIRED}
        </div>
        <div className={cardStyles.actions}>
          <button type="button" className="button" onClick={() => openAuthModal('login')}>
            Log in
          </button>
          <button type="button" className="button button--ghost" onClick={() => openAuthModal('register')}>
            Create an account
          </button>
        </div>
      </CommunityCard>
    );
  }

  if (done !== null) {
    return (
      <CommunityCard title="Thanks for the tip!" documentTitle={TITLE} focusKey="done">
        <SentResult
          message={done}
          detail="If it makes the cut, it will appear on the site."
          againLabel="Submit another product"
          onAgain={() => setDone(null)}
          marker="submit-done"
        />
      </CommunityCard>
    );
  }

  return (
    <CommunityCard title={TITLE} intro={INTRO}>
      <SubmitProductForm onDone={setDone} />
    </CommunityCard>
  );
}

function SubmitProductForm({ onDone }: { onDone: (message: string) => void }) {
  const { values, reset, set, invalid, error, errorId, fieldId, sending, submit } = useCommunityForm<SubmissionField, SubmissionValues, string | undefined>(
    EMPTY,
    SUBMIT_FAILED,
    useSubmitProduct(),
  );
  const onSubmit = submit(checkSubmission, submissionBody, (message) => {
    reset();
    onDone(message ?? 'Thanks! Your product was submitted.');
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-submit-form>
      {error && (
        <div id={errorId} className={styles.alert} role="alert" tabIndex={-1}>
          {error.message}
        </div>
      )}
      <FormField
        id={fieldId('title')}
        name="title"
        label="Product title"
        required
        invalid={invalid('title')}
        errorId={errorId}
        value={values.title}
        onChange={set('title')}
        input={{ type: 'text', maxLength: 200, placeholder: 'Wyrm-scale travel mug' }}
      />
      <FormField
        id={fieldId('link')}
        name="link"
        label="Purchase link"
        required
        hint="Where fans can buy it: the shop's product page."
        invalid={invalid('link')}
        errorId={errorId}
        value={values.link}
        onChange={set('link')}
        input={{ type: 'url', inputMode: 'url', spellCheck: false, autoCapitalize: 'none', placeholder: 'https://' }}
      />
      <div className={styles.row}>
        <FormField
          id={fieldId('price')}
          name="price"
          label="Price"
          hint="In US dollars, like $24.99"
          invalid={invalid('price')}
          errorId={errorId}
          value={values.price}
          onChange={set('price')}
          input={{ type: 'text', inputMode: 'decimal', placeholder: '$24.99', maxLength: 40 }}
        />
        <FormField
          id={fieldId('image')}
          name="image"
          label="Image address"
          hint="A picture of it, starting https://"
          invalid={invalid('image')}
          errorId={errorId}
          value={values.image}
          onChange={set('image')}
          input={{ type: 'url', inputMode: 'url', spellCheck: false, autoCapitalize: 'none', placeholder: 'https://' }}
        />
      </div>
      <FormField
        id={fieldId('description')}
        name="description"
        label="Why fans will love it"
        kind="textarea"
        invalid={invalid('description')}
        errorId={errorId}
        value={values.description}
        onChange={set('description')}
        input={{ maxLength: 5000 }}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={sending}>
        {sending ? 'Submitting…' : 'Submit product'}
      </button>
    </form>
  );
}
