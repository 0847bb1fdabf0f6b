import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Field } from '../../../components/form-field';
import { ApiError, serverWords } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSaveLead } from '../api/save-lead';
import { useRememberedDiscount } from '../lib/funnel-discount';
import { CreateAdButton } from './create-ad-button';
import styles from './product-pitch-page.module.css';

/** The advertiser plans of spec section 9. */
const PLANS = [
  { id: 'basic', name: 'Basic', price: 149, points: ['A native ad in the lists for 30 days', 'Impressions, clicks and saves on your dashboard', 'One creative'] },
  {
    id: 'premium',
    name: 'Premium',
    price: 299,
    points: ['Everything in Basic', 'Up to three creatives, switched when you like', 'A week at the top of a gift guide'],
    featured: true,
  },
  { id: 'platinum', name: 'Platinum', price: 999, points: ['Everything in Premium', 'A dated boost of your product post', 'A feature in the newsletter'] },
] as const;

const TESTIMONIALS = [
  { quote: 'Our hearthstone mugs sold out in a fortnight. The dashboard showed every save as it happened.', who: 'Maren of the Ashen Court, Kilnworks' },
  { quote: 'Saga readers are the kindest customers we have. The native ad looks like it belongs in the list.', who: 'Tobin Saltreach, Tidebell Linens' },
  { quote: 'Setting up took ten minutes and the figures are honest: no bots, no double counting.', who: 'Isolde Vey, Wyrmglass Lanterns' },
];

type LeadField = 'name' | 'email' | 'link' | 'plan';

/** After the name and the email, which the form needs before it sends anything. */
const REQUIRED = <span className="form-required">(required)</span>;

/**
 * /product-pitch (spec section 2): the advertising landing with the plans and what advertisers say, and a form for
 * those who would rather talk to us first (the ssnaleads call).
 */
export function ProductPitchPage() {
  useRememberedDiscount();
  useDocumentTitle('Pitch your product');
  const [plan, setPlan] = useState<string>('');
  return (
    <div className={`page-container ${styles.page}`}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Product pitch</p>
        <h1 className={styles.heading}>Put your product in front of fans of The Emberhold Saga</h1>
        <p className={styles.intro}>
          Your product appears as a native ad among the gifts readers browse, marked Sponsored. You see its impressions, clicks and saves on a live
          dashboard, counted once each and never for bots.
        </p>
        <div className={styles.ctaRow}>
          <CreateAdButton />
          <a className={styles.ctaAside} href="#talk-to-us">
            Rather talk to us first?
          </a>
        </div>
        <ol className={styles.howItWorks} aria-label="How it works">
          <li>
            <strong>Write your ad</strong> with its image, and see it as readers will.
          </li>
          <li>
            <strong>Log in or register</strong> to keep it.
          </li>
          <li>
            <strong>Pay the campaign fee</strong> of $249 by card or PayPal.
          </li>
        </ol>
      </header>

      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className={styles.sectionHeading}>
          Plans
        </h2>
        <ul className={styles.plans}>
          {PLANS.map((option) => (
            <li key={option.id} className={`${styles.plan} ${'featured' in option ? styles.featured : ''}`} data-plan={option.id}>
              <h3 className={styles.planName}>{option.name}</h3>
              <p className={styles.planPrice}>
                <span>${option.price}</span>
              </p>
              <ul className={styles.points}>
                {option.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <a className={`button ${'featured' in option ? '' : 'button--ghost'}`} href="#talk-to-us" onClick={() => setPlan(option.id)}>
                Choose {option.name}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading" className={styles.sectionHeading}>
          What advertisers say
        </h2>
        <ul className={styles.testimonials}>
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.who}>
              <figure className={styles.testimonial}>
                <blockquote>{testimonial.quote}</blockquote>
                <figcaption>{testimonial.who}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section id="talk-to-us" aria-labelledby="lead-heading" className={styles.leadSection}>
        <h2 id="lead-heading" className={styles.sectionHeading}>
          Talk to us
        </h2>
        <p className={styles.leadIntro}>
          Tell us about your product and we will write back within one business day. See the <Link to="/product-pitch-terms-and-conditions/">terms</Link>.
        </p>
        <LeadForm plan={plan} onPlan={setPlan} />
      </section>
    </div>
  );
}

function LeadForm({ plan, onPlan }: { plan: string; onPlan: (plan: string) => void }) {
  const id = useId();
  const [values, setValues] = useState({ name: '', email: '', link: '' });
  const [error, setError] = useState<{ message: string; field?: LeadField } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const lead = useSaveLead();
  const sending = lead.isPending;
  const fieldId = (field: LeadField) => `${id}-${field}`;
  const set = (field: 'name' | 'email' | 'link') => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!values.name.trim() || !values.email.trim()) {
      setError({ message: 'Please enter your name and email.', field: values.name.trim() ? 'email' : 'name' });
      return;
    }
    setError(null);
    lead.mutate(
      { ...values, plan },
      {
        onSuccess: (message) => setDone(message ?? 'Thanks!'),
        onError: (caught) => {
          const field = caught instanceof ApiError ? (caught.fields[0]?.field as LeadField | undefined) : undefined;
          setError({ message: serverWords(caught, 'Your message could not be sent.'), field });
        },
      },
    );
  }

  if (done) {
    return (
      <div className="form-done" role="status" data-lead-done>
        <p className="form-done-message">{done}</p>
      </div>
    );
  }
  const invalid = (field: LeadField) => error?.field === field;
  return (
    <form className={`form-stack ${styles.leadForm}`} onSubmit={onSubmit} noValidate data-lead-form>
      {error && (
        <div className="form-alert" role="alert">
          {error.message}
        </div>
      )}
      <Field id={fieldId('name')} label={<>Name {REQUIRED}</>} invalid={invalid('name')}>
        {(control) => <input {...control} className="form-input" name="name" autoComplete="name" maxLength={120} value={values.name} onChange={set('name')} />}
      </Field>
      <Field id={fieldId('email')} label={<>Email {REQUIRED}</>} invalid={invalid('email')}>
        {(control) => <input {...control} className="form-input" name="email" type="email" autoComplete="email" maxLength={254} value={values.email} onChange={set('email')} />}
      </Field>
      <Field id={fieldId('link')} label="Link to your product" mark="optional" invalid={invalid('link')}>
        {(control) => <input {...control} className="form-input" name="link" inputMode="url" maxLength={2000} value={values.link} onChange={set('link')} />}
      </Field>
      <Field id={fieldId('plan')} label="Plan" mark="optional">
        {(control) => (
          <select {...control} className="form-input" name="plan" value={plan} onChange={(event) => onPlan(event.target.value)}>
            <option value="">Not sure yet</option>
            {PLANS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} (${option.price})
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="button form-submit" disabled={sending}>
        {sending ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}
