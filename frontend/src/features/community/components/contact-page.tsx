import { CAPTCHA_MISSING_MESSAGE } from '@emberhold/contracts';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { Field } from '../../../components/form-field';
import { useSendContact, type ContactSubmission } from '../api/contact';
import { CONTACT_FAILED, CONTACT_FIELDS_MISSING, CONTACT_TYPES, DEFAULT_CONTACT_TYPE, missingContactFields, type ContactField, type ContactValues } from '../lib/contact-form';
import { FormCard } from './community-card';
import { CommunityForm } from './community-form';
import { useCommunityForm } from '../hooks/use-community-form';
import { FormField } from './form-field';
import styles from './forms.module.css';

const EMPTY: ContactValues = { name: '', email: '', type: DEFAULT_CONTACT_TYPE, message: '' };

/**
 * The contact page (spec sections 2, 5 and 7): name, email, what it is about (default 'General question/inquiry') and
 * the message, all required ('Please fill out all required fields.', said before anything is sent and by the server).
 * POST /api/user/contact; the server's meta.message replaces the form. Where the site has a captcha, the form is invalid
 * until it has answered ('Please confirm you are not a robot.'), and the widget asks again after a failed send.
 */
export function ContactPage() {
  return (
    <FormCard
      title="Contact us"
      intro="A question, a gift we should know about, or something on the site that is not right? Write to us."
      sent={{ title: 'Message sent', detail: 'We read every message and answer by email, usually within a few days.', againLabel: 'Send another message', marker: 'contact-sent' }}
      form={(onSent) => <ContactForm onSent={onSent} />}
    />
  );
}

function ContactForm({ onSent }: { onSent: (message: string) => void }) {
  const captcha = useCaptcha();
  const form = useCommunityForm<ContactField, ContactSubmission, string | undefined>(EMPTY, CONTACT_FAILED, useSendContact(captcha.reset));
  const onSubmit = form.submit(
    (current) => {
      const missing = missingContactFields(current);
      if (missing.length > 0) return { message: CONTACT_FIELDS_MISSING, fields: missing };
      if (captcha.missing) {
        captcha.flagMissing();
        return { message: CAPTCHA_MISSING_MESSAGE, fields: [] };
      }
      return null;
    },
    (current) => ({
      name: current.name.trim(),
      email: current.email.trim(),
      type: current.type,
      message: current.message.trim(),
      ...(captcha.token ? { captcha: captcha.token } : {}),
    }),
    (message) => onSent(message ?? 'Thanks! Your message has been sent.'),
  );

  return (
    <CommunityForm form={form} onSubmit={onSubmit} submitLabel="Send message" sendingLabel="Sending…" marker="contact-form">
      <div className={styles.row}>
        <FormField {...form.field('name')} label="Name" required input={{ type: 'text', autoComplete: 'name', maxLength: 120 }} />
        <FormField {...form.field('email')} label="Email" required input={{ type: 'email', autoComplete: 'email', spellCheck: false, autoCapitalize: 'none', maxLength: 254 }} />
      </div>
      <Field id={form.fieldId('type')} label="What is it about?" mark="required" invalid={form.invalid('type')} className={styles.field}>
        {(control) => (
          <select {...control} name="type" className="form-input" value={form.values.type} required onChange={(event) => form.set('type')(event.target.value)}>
            {CONTACT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormField {...form.field('message')} label="Message" required kind="textarea" input={{ maxLength: 5000 }} />
      {captcha.field}
    </CommunityForm>
  );
}
