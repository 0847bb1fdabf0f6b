import { useEffect, useRef } from 'react';
import { openAuthModal } from '../../../lib/auth-modal';
import { useSubmitProduct } from '../api/submit-product';
import type { CommunityAuthStatus } from '../lib/community-auth';
import { checkSubmission, SUBMIT_FAILED, SUBMIT_LOGIN_REQUIRED, submissionBody, type SubmissionField, type SubmissionValues } from '../lib/submission-form';
import { Busy, CommunityCard, FormCard } from './community-card';
import { CommunityForm } from './community-form';
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
        <div className="form-alert" role="alert" data-submit-login-required>
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

  return (
    <FormCard
      title={TITLE}
      intro={INTRO}
      sent={{ title: 'Thanks for the tip!', detail: 'If it makes the cut, it will appear on the site.', againLabel: 'Submit another product', marker: 'submit-done' }}
      form={(onSent) => <SubmitProductForm onDone={onSent} />}
    />
  );
}

function SubmitProductForm({ onDone }: { onDone: (message: string) => void }) {
  const form = useCommunityForm<SubmissionField, SubmissionValues, string | undefined>(EMPTY, SUBMIT_FAILED, useSubmitProduct());
  const onSubmit = form.submit(checkSubmission, submissionBody, (message) => onDone(message ?? 'Thanks! Your product was submitted.'));
  const address = { type: 'url', inputMode: 'url', spellCheck: false, autoCapitalize: 'none', placeholder: 'https://' } as const;

  return (
    <CommunityForm form={form} onSubmit={onSubmit} submitLabel="Submit product" sendingLabel="Submitting…" marker="submit-form">
      <FormField {...form.field('title')} label="Product title" required input={{ type: 'text', maxLength: 200, placeholder: 'Wyrm-scale travel mug' }} />
      <FormField {...form.field('link')} label="Purchase link" required hint="Where fans can buy it: the shop's product page." input={address} />
      <div className={styles.row}>
        <FormField {...form.field('price')} label="Price" hint="In US dollars, like $24.99" input={{ type: 'text', inputMode: 'decimal', placeholder: '$24.99', maxLength: 40 }} />
        <FormField {...form.field('image')} label="Image address" hint="A picture of it, starting https://" input={address} />
      </div>
      <FormField {...form.field('description')} label="Why fans will love it" kind="textarea" input={{ maxLength: 5000 }} />
    </CommunityForm>
  );
}
