import { useState } from 'react';
import { useSendContact } from '../api/contact';
import { CONTACT_FAILED, CONTACT_FIELDS_MISSING, CONTACT_TYPES, DEFAULT_CONTACT_TYPE, missingContactFields, type ContactField, type ContactValues } from '../lib/contact-form';
import { CommunityCard, SentResult } from './community-card';
import { useCommunityForm } from '../hooks/use-community-form';
import { FormField } from './form-field';
import styles from './forms.module.css';

const EMPTY: ContactValues = { name: '', email: '', type: DEFAULT_CONTACT_TYPE, message: '' };
const TITLE = 'Contact us';

/**
 * The contact page (spec sections 2, 5 and 7): name, email, what it is about (default 'General question/inquiry') and
 * the message, all required ('Please fill out all required fields.', said before anything is sent and by the server).
 * POST /api/user/contact; the server's meta.message replaces the form.
 */
export function ContactPage() {
  const [sent, setSent] = useState<string | null>(null);
  if (sent !== null) {
    return (
      <CommunityCard title="Message sent" documentTitle={TITLE} focusKey="sent">
        <SentResult
          message={sent}
          detail="We read every message and answer by email, usually within a few days."
          againLabel="Send another message"
          onAgain={() => setSent(null)}
          marker="contact-sent"
        />
      </CommunityCard>
    );
  }
  return (
    <CommunityCard title={TITLE} intro="A question, a gift we should know about, or something on the site that is not right? Write to us.">
      <ContactForm onSent={setSent} />
    </CommunityCard>
  );
}

function ContactForm({ onSent }: { onSent: (message: string) => void }) {
  const { values, set, invalid, error, errorId, fieldId, sending, submit } = useCommunityForm<ContactField, ContactValues, string | undefined>(EMPTY, CONTACT_FAILED, useSendContact());
  const onSubmit = submit(
    (current) => {
      const missing = missingContactFields(current);
      return missing.length > 0 ? { message: CONTACT_FIELDS_MISSING, fields: missing } : null;
    },
    (current) => ({ name: current.name.trim(), email: current.email.trim(), type: current.type, message: current.message.trim() }),
    (message) => onSent(message ?? 'Thanks! Your message has been sent.'),
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-contact-form>
      {error && (
        <div id={errorId} className={styles.alert} role="alert" tabIndex={-1}>
          {error.message}
        </div>
      )}
      <div className={styles.row}>
        <FormField
          id={fieldId('name')}
          name="name"
          label="Name"
          required
          invalid={invalid('name')}
          errorId={errorId}
          value={values.name}
          onChange={set('name')}
          input={{ type: 'text', autoComplete: 'name', maxLength: 120 }}
        />
        <FormField
          id={fieldId('email')}
          name="email"
          label="Email"
          required
          invalid={invalid('email')}
          errorId={errorId}
          value={values.email}
          onChange={set('email')}
          input={{ type: 'email', autoComplete: 'email', spellCheck: false, autoCapitalize: 'none', maxLength: 254 }}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={fieldId('type')}>
          What is it about?{' '}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </label>
        <select
          id={fieldId('type')}
          name="type"
          className={styles.input}
          value={values.type}
          required
          onChange={(event) => set('type')(event.target.value)}
          aria-invalid={invalid('type') ? true : undefined}
        >
          {CONTACT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <FormField
        id={fieldId('message')}
        name="message"
        label="Message"
        required
        kind="textarea"
        invalid={invalid('message')}
        errorId={errorId}
        value={values.message}
        onChange={set('message')}
        input={{ maxLength: 5000 }}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={sending}>
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
