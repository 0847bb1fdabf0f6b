import type { PromoEmailPreviewDto, SendPromoEmailResponse } from '@emberhold/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Field } from '../../../components/form-field';
import { ApiError, serverWords } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { previewPromoEmail, PROMO_EMAILS_QUERY_KEY, type PromoEmailMessage, sendPromoEmail } from '../api/promo-emails';
import { PromoEmailPreview } from './promo-email-preview';
import styles from './promo-email-page.module.css';

type FieldName = 'to' | 'subject' | 'body';

/** The form's fields by the names the server gives them in errors[]. */
const FIELD_OF: Record<string, FieldName> = { email: 'to', user_id: 'to', subject_line: 'subject', email_body: 'body' };

const SEND_FAILED = 'The email could not be sent. Please try again.';
const PREVIEW_FAILED = 'The preview could not be made. Please try again.';

/** A new idempotency key: 32 hex digits. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What the To field holds: a user id when it is only digits, else an address. */
export function recipientOf(to: string): Pick<PromoEmailMessage, 'email' | 'user_id'> {
  const trimmed = to.trim();
  if (/^\d{1,10}$/.test(trimmed)) return { user_id: Number(trimmed) };
  return trimmed === '' ? {} : { email: trimmed };
}

interface Problems {
  fields: Partial<Record<FieldName, string>>;
  alert: string | null;
}

const NO_PROBLEMS: Problems = { fields: {}, alert: null };

function problemsOf(error: unknown, fallback: string): Problems {
  const fields: Problems['fields'] = {};
  if (error instanceof ApiError) {
    for (const { field, message } of error.fields) {
      const name = FIELD_OF[field];
      if (name && !fields[name]) fields[name] = message;
    }
  }
  return { fields, alert: Object.keys(fields).length > 0 ? null : serverWords(error, fallback) };
}

/**
 * Writes a promo email (admins): to an address or a user id, a subject and a body in HTML. Preview shows it as the
 * server would send it (sanitized, with the unsubscribe footer) in a sandboxed frame; Send sends it. The message's
 * idempotency key is made once per composed message, so a double click or a retry of the same message sends it once;
 * changing the message makes it another. The server's messages show at their fields.
 */
export function PromoEmailForm() {
  const queryClient = useQueryClient();
  const formId = useId();
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [preview, setPreview] = useState<PromoEmailPreviewDto | null>(null);
  const [sent, setSent] = useState<SendPromoEmailResponse | null>(null);
  const composed = useRef<{ message: string; key: string } | null>(null);

  /** The key of the message as it stands: the same until the message changes. */
  const keyFor = (message: PromoEmailMessage) => {
    const text = JSON.stringify(message);
    if (composed.current?.message !== text) composed.current = { message: text, key: newKey() };
    return composed.current.key;
  };

  const send = useSubmitMutation({
    mutationFn: (message: PromoEmailMessage & { idempotency_key: string }) => sendPromoEmail(message),
    onSuccess: (response) => {
      setSent(response);
      setProblems(NO_PROBLEMS);
      setPreview(null);
      setTo('');
      setSubject('');
      setBody('');
      composed.current = null;
      void queryClient.invalidateQueries({ queryKey: PROMO_EMAILS_QUERY_KEY });
    },
    onError: (error) => setProblems(problemsOf(error, SEND_FAILED)),
  });

  const previewing = useSubmitMutation({
    mutationFn: (message: { subject_line: string; email_body: string }) => previewPromoEmail(message),
    onSuccess: (result) => {
      setPreview(result);
      setProblems(NO_PROBLEMS);
    },
    onError: (error) => {
      setPreview(null);
      setProblems(problemsOf(error, PREVIEW_FAILED));
    },
  });

  const edit = (name: FieldName, set: (value: string) => void) => (value: string) => {
    set(value);
    setSent(null);
    if (problems.fields[name]) setProblems({ ...problems, fields: { ...problems.fields, [name]: undefined } });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message: PromoEmailMessage = { subject_line: subject, email_body: body, ...recipientOf(to) };
    send.mutate({ ...message, idempotency_key: keyFor(message) });
  };

  const alertId = `${formId}-alert`;
  return (
    <section className={styles.compose} aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} className={styles.sectionHeading}>
        Write an email
      </h2>
      <form className="form-stack" onSubmit={onSubmit} noValidate data-promo-email-form="">
        {problems.alert && (
          <div id={alertId} className="form-alert" role="alert" tabIndex={-1}>
            {problems.alert}
          </div>
        )}
        {sent && (
          <p className={styles.sent} role="status">
            {sent.duplicate ? `This email had already been sent to ${sent.promo_email.email}; it was not sent again.` : `Sent to ${sent.promo_email.email}.`}
          </p>
        )}
        <Field id={`${formId}-to`} label="To" mark="required" hint="An email address, or a user’s id." error={problems.fields.to} errorName="to">
          {(control) => <input {...control} className="form-input" name="to" autoComplete="off" value={to} onChange={(event) => edit('to', setTo)(event.target.value)} />}
        </Field>
        <Field id={`${formId}-subject`} label="Subject" mark="required" error={problems.fields.subject} errorName="subject_line">
          {(control) => <input {...control} className="form-input" name="subject_line" maxLength={200} value={subject} onChange={(event) => edit('subject', setSubject)(event.target.value)} />}
        </Field>
        <Field
          id={`${formId}-body`}
          label="Email"
          mark="required"
          hint="HTML: paragraphs, bold, italics, lists, headings and links (http, https, mailto). Anything else is taken out."
          error={problems.fields.body}
          errorName="email_body"
        >
          {(control) => <textarea {...control} className={`form-input ${styles.body}`} name="email_body" rows={10} value={body} onChange={(event) => edit('body', setBody)(event.target.value)} />}
        </Field>
        <div className="buttons">
          <button type="button" className="button button--ghost" disabled={previewing.isPending} onClick={() => previewing.mutate({ subject_line: subject, email_body: body })}>
            {previewing.isPending ? 'Making the preview…' : 'Preview'}
          </button>
          <button type="submit" className="button form-submit" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send'}
          </button>
        </div>
      </form>
      {preview && <PromoEmailPreview preview={preview} />}
    </section>
  );
}
