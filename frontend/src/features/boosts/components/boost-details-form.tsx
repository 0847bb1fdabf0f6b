import type { BoostIntentDto, BoostOfferDto } from '@emberhold/contracts';
import { advertisingMessages } from '@emberhold/contracts/src/api/advertising-api';
import { boostPriceCents, firstBoostableDate, formatBoostPrice, hasSpecialPrice, lastBoostableDate } from '@emberhold/contracts/src/api/boost-pricing';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field, type FieldControl } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { useStartBoostPayment } from '../api/boost-api';
import { BOOST_FIELDS, boostDateError, boostFormErrors, formatBoostDate, type BoostField, type BoostFieldErrors } from '../lib/boost-form';
import type { BoostBuyer } from '../lib/boost-buyer';
import styles from './boost-page.module.css';

interface BoostDetailsFormProps {
  slug: string;
  offer: BoostOfferDto;
  token: string;
  buyer: BoostBuyer;
  /** Today in the site's zone (UTC), 'YYYY-MM-DD'. */
  today: string;
  /** Dates the server said were taken since the offer was read. */
  taken: ReadonlySet<string>;
  onTaken: (date: string) => void;
  onLogIn: (opener: HTMLElement | null) => void;
  onHeld: (intent: BoostIntentDto, email: string) => void;
}

interface Failure {
  fields: BoostFieldErrors;
  /** What went wrong with the whole form (the server's words when it said them), or nothing when a field says it. */
  message: string | null;
}

const LABELS: Record<BoostField, string> = { date: 'Date to boost', email: 'Email', email_confirm: 'Confirm email' };

/**
 * The boost's date (a native date input; booked, blocked and refused days are named as soon as they are chosen), its
 * price for that date, and for a visitor the email typed twice (spec section 5, in its words). Sending it holds the
 * date and starts the card payment; what the server refuses is said beside its field, and focus goes to the first
 * field in trouble (or the alert).
 */
export function BoostDetailsForm({ slug, offer, token, buyer, today, taken, onTaken, onLogIn, onHeld }: BoostDetailsFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const hold = useStartBoostPayment(slug);
  const sending = hold.isPending;
  const [date, setDate] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);

  const unavailable = useMemo(() => new Set([...offer.unavailable_dates, ...taken]), [offer.unavailable_dates, taken]);
  const special = hasSpecialPrice(offer.default_price_cents);
  const needsEmail = buyer.kind === 'visitor';
  const dateProblem = date === '' ? undefined : boostDateError(date, today, unavailable);
  const upcoming = offer.unavailable_dates.filter((d) => d >= firstBoostableDate(today));

  useEffect(() => {
    if (!failure) return;
    const first = BOOST_FIELDS.find((name) => failure.fields[name] !== undefined);
    (first && !failure.message ? form.current?.querySelector<HTMLElement>(`[name="${first}"]`) : alert.current)?.focus();
  }, [failure, attempt]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || buyer.kind === 'unknown') return;
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    const values = { date: value('date'), email: value('email'), emailConfirm: value('email_confirm') };
    const errors = boostFormErrors(values, { today, unavailable, needsEmail });
    if (Object.keys(errors).length > 0) {
      setFailure({ fields: errors, message: null });
      setAttempt((n) => n + 1);
      return;
    }
    const email = buyer.kind === 'account' ? buyer.email : values.email.trim().toLowerCase();
    setFailure(null);
    hold.mutate(
      { date: values.date, email: needsEmail ? values.email : '', email_confirm: needsEmail ? values.emailConfirm : '', param_token: token },
      {
        onSuccess: (intent) => onHeld(intent, email),
        onError: (error) => {
          const next = readFailure(error);
          if (error instanceof ApiError && error.status === 409 && next.fields.date) onTaken(values.date);
          setFailure(next);
          setAttempt((n) => n + 1);
        },
      },
    );
  }

  const fieldError = (name: BoostField) => (name === 'date' && failure?.fields.date === undefined ? dateProblem : failure?.fields[name]);
  const field = (name: BoostField, control: (props: FieldControl) => ReactNode, hint?: ReactNode) => (
    <Field id={`${id}-${name}`} label={LABELS[name]} hint={hint} error={fieldError(name)} errorName={name}>
      {control}
    </Field>
  );
  // The receipt's address, typed twice.
  const emailInput = (name: 'email' | 'email_confirm') => (props: FieldControl) => (
    <input {...props} className="form-input" name={name} type="email" autoComplete="email" spellCheck={false} autoCapitalize="none" required />
  );

  const price = date !== '' && !dateProblem ? boostPriceCents(date, special) : null;

  return (
    <form ref={form} className="form-stack" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} data-boost-form>
      <h2 id={`${id}-heading`} className={styles.cardHeading}>
        Choose your day
      </h2>
      <p ref={alert} className={failure?.message ? 'form-alert' : 'form-alert-empty'} role="alert" tabIndex={-1} data-boost-error>
        {failure?.message}
      </p>
      {field(
        'date',
        (props) => (
          <input
            {...props}
            className="form-input"
            name="date"
            type="date"
            value={date}
            min={firstBoostableDate(today)}
            max={lastBoostableDate(today)}
            onChange={(event) => {
              setDate(event.target.value);
              if (failure?.fields.date) setFailure({ ...failure, fields: { ...failure.fields, date: undefined } });
            }}
            required
          />
        ),
        <>From {formatBoostDate(firstBoostableDate(today), 'short')}: your post leads the home page for that whole day (UTC).</>,
      )}
      {upcoming.length > 0 && (
        <details className={styles.taken} data-unavailable-dates>
          <summary>Dates not available ({upcoming.length})</summary>
          <ul className={styles.takenList}>
            {upcoming.map((d) => (
              <li key={d}>
                <time dateTime={d}>{formatBoostDate(d, 'short')}</time>
              </li>
            ))}
          </ul>
        </details>
      )}
      <output className={styles.price} htmlFor={`${id}-date`} aria-live="polite" data-boost-price>
        {price !== null ? (
          <>
            <span className={styles.priceAmount}>{formatBoostPrice(price)}</span>
            <span>for {formatBoostDate(date)}</span>
          </>
        ) : (
          <span>Choose a date to see its price.</span>
        )}
      </output>
      {buyer.kind === 'visitor' && (
        <>
          {field(
            'email',
            emailInput('email'),
            <>
              For the receipt.{' '}
              <button type="button" className="link-button link-button--underlined" onClick={(event) => onLogIn(event.currentTarget)}>
                Log in
              </button>{' '}
              to use your account instead.
            </>,
          )}
          {field('email_confirm', emailInput('email_confirm'))}
        </>
      )}
      {buyer.kind === 'account' && (
        <p className={styles.account} data-boost-account>
          The receipt goes to your account's email, <strong>{buyer.email}</strong>.
        </p>
      )}
      <button type="submit" className="button form-submit form-sending" disabled={sending || buyer.kind === 'unknown'} aria-busy={sending}>
        {sending ? 'Holding your date…' : 'Continue to payment'}
      </button>
    </form>
  );
}

/** The server's refusal: beside its field when it names one (the spec's words), else in the alert. */
function readFailure(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { fields: {}, message: advertisingMessages.cardProblem };
  const fields: BoostFieldErrors = {};
  for (const { field, message } of error.fields) {
    if ((BOOST_FIELDS as readonly string[]).includes(field) && fields[field as BoostField] === undefined) fields[field as BoostField] = message;
  }
  if (Object.keys(fields).length > 0) return { fields, message: null };
  return { fields, message: error.serverError ?? (error.code === 'network' ? 'The request could not be sent. Please check your connection and try again.' : advertisingMessages.cardProblem) };
}
