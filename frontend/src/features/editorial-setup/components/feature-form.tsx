import type { EditorialFeatureDto } from '@emberhold/contracts';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { isLocked, useSaveFeature } from '../api/editorial-setup';
import { featureBody, featureErrors, normaliseLink, serverErrors, type FeatureErrors, type FeatureField, type FeatureValues } from '../lib/feature-form';
import { FeatureImageField } from './feature-image-field';
import styles from './editorial-setup.module.css';

const NOT_SAVED = 'The feature could not be saved. Please try again.';
type TextField = Exclude<FeatureField, 'image' | 'display_gifts' | 'display_related'>;

/**
 * The feature's form (spec sections 3 and 5): the product the card shows (link, title, description, price, brand name,
 * image), its campaign and giveaway data, where it shows, and when. Each missing field's Please provide message is
 * shown at the field before anything is sent; the server's refusals are shown at their fields too, or above the buttons.
 */
export function FeatureForm({ initial, onSaved, onCancel }: { initial: FeatureValues; onSaved: (feature: EditorialFeatureDto) => void; onCancel?: () => void }) {
  const save = useSaveFeature();
  const [values, setValues] = useState<FeatureValues>(initial);
  const [errors, setErrors] = useState<FeatureErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const alertBox = useRef<HTMLParagraphElement>(null);
  const base = useId();
  const idOf = (field: FeatureField) => `${base}-${field}`;

  function change<K extends keyof FeatureValues>(field: K, value: FeatureValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field as FeatureField];
      return rest;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const found = featureErrors(values);
    setErrors(found);
    setAlert(null);
    const first = Object.keys(found)[0] as FeatureField | undefined;
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    save.mutate(featureBody(values), {
      onSuccess: onSaved,
      onError: (reason) => {
        if (isLocked(reason)) return;
        const server = reason instanceof ApiError ? reason : null;
        const placed = serverErrors(server?.fields ?? []);
        setErrors(placed);
        setAlert(Object.keys(placed).length > 0 ? null : (server?.serverError ?? NOT_SAVED));
        alertBox.current?.focus();
      },
    });
  }

  const text = (field: TextField, label: ReactNode, options: { mark?: 'required' | 'optional'; hint?: ReactNode; type?: string; multiline?: boolean; onBlur?: () => void } = {}) => (
    <Field id={idOf(field)} label={label} mark={options.mark ?? 'required'} hint={options.hint} error={errors[field]} errorName={field}>
      {(control) =>
        options.multiline ? (
          <textarea {...control} className="form-input" name={field} rows={field === 'giveaway_data' ? 3 : 4} value={values[field]} onChange={(event) => change(field, event.target.value)} />
        ) : (
          <input
            {...control}
            className="form-input"
            name={field}
            type={options.type ?? 'text'}
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
            onBlur={options.onBlur}
          />
        )
      }
    </Field>
  );

  return (
    <form className={`form-stack ${styles.form}`} onSubmit={submit} noValidate aria-label={values.id === null ? 'New feature' : `Edit “${initial.title}”`} data-feature-form>
      {text('link', 'Link', { type: 'url', hint: 'Where the card leads; http:// is added when there is none.', onBlur: () => values.link.trim() && change('link', normaliseLink(values.link)) })}
      {text('title', 'Title')}
      {text('description', 'Description', { multiline: true })}
      <div className={styles.pair}>
        {text('price', 'Price', { hint: 'In dollars, such as 24.99.' })}
        {text('brand_name', 'Brand name')}
      </div>
      <FeatureImageField id={idOf('image')} image={values.image} onImage={(src) => change('image', src)} error={errors.image} />
      {text('utm_campaign', 'UTM campaign', { mark: 'optional' })}
      {text('giveaway_data', 'Giveaway data', { mark: 'optional', multiline: true, hint: 'JSON, such as {"giveaway_id": 3}.' })}
      <fieldset className={styles.places}>
        <legend className="form-label">Show it on</legend>
        <div className="form-check">
          <input id={idOf('display_gifts')} type="checkbox" checked={values.display_gifts} onChange={(event) => change('display_gifts', event.target.checked)} />
          <label htmlFor={idOf('display_gifts')}>Gift lists (position 5)</label>
        </div>
        <div className="form-check">
          <input id={idOf('display_related')} type="checkbox" checked={values.display_related} onChange={(event) => change('display_related', event.target.checked)} />
          <label htmlFor={idOf('display_related')}>Related lists (position 4)</label>
        </div>
      </fieldset>
      <div className={styles.pair}>
        {text('starts_at', 'Start', { mark: 'optional', type: 'datetime-local', hint: 'None: from now.' })}
        {text('ends_at', 'End', { mark: 'optional', type: 'datetime-local', hint: 'None: until ended.' })}
      </div>
      <p ref={alertBox} className={alert ? 'form-alert' : 'form-alert-empty'} role="alert" tabIndex={-1}>
        {alert}
      </p>
      <div className={styles.buttons}>
        <button type="submit" className="button form-sending" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : values.id === null ? 'Set up the feature' : 'Save changes'}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
