import type { CreativeDto } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { NativeAdPreview } from '../../../components/native-ad-preview';
import { StatusMessage } from '../../../components/status-message';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { creativeQuery, saveCreative } from '../api/creatives';
import { startFunnel } from '../api/start-funnel';
import {
  CONTENT_MAX,
  TITLE_MAX,
  characterCount,
  cleanContent,
  cleanPrice,
  cleanTitle,
  creativeErrors,
  normaliseLink,
  serverFieldErrors,
  type CreativeField,
  type CreativeValues,
  type FieldError,
} from '../lib/creative-fields';
import { confirmationPath, editorPath } from '../lib/funnel-paths';
import { advertisingMessages } from '../lib/funnel-messages';
import { funnelCreative, funnelTempId, rememberFunnel } from '../lib/funnel-session';
import { CreativeImageField } from './creative-image-field';
import { FunnelHeader } from './funnel-steps';
import styles from './funnel.module.css';

export interface CreativeEditorPageProps {
  /** The temporary id of the create routes' address; null on the /product-pitch/creative/… routes. */
  routeTempId: string | null;
  creative: number | 'new';
  /** ?campaign= of a new creative for a campaign that exists. */
  campaign: number | null;
}

const EMPTY: CreativeValues = { title: '', content: '', price: '', link: '', image: null };

function valuesOf(creative: CreativeDto): CreativeValues {
  return {
    title: creative.title,
    content: creative.content,
    price: creative.price === null ? '' : String(creative.price),
    link: creative.link,
    image: creative.image,
  };
}

/**
 * The creative editor (spec sections 2, 4 and 5): /product-pitch/create/{temp_id}/{creative} in the funnel, and
 * /product-pitch/creative/{creative}[/edit/] for a creative whose campaign exists. A creative already saved is loaded
 * first. Loading, the page shows nothing but its frame.
 */
export function CreativeEditorPage(props: CreativeEditorPageProps) {
  const { routeTempId, creative } = props;
  // Back from the confirmation to /create/{temp_id}/new opens the creative saved there, not a blank form that would
  // save a second one.
  const saved = routeTempId && creative === 'new' ? funnelCreative(routeTempId) : null;
  if (saved !== null && routeTempId) return <Navigate to={editorPath(routeTempId, saved)} replace />;
  return <CreativeEditorLoader {...props} />;
}

function CreativeEditorLoader({ routeTempId, creative, campaign }: CreativeEditorPageProps) {
  const existing = useQuery({ ...creativeQuery(typeof creative === 'number' ? creative : 0, routeTempId ?? funnelTempId(null)), enabled: creative !== 'new' });
  useDocumentTitle(creative === 'new' ? 'Create your ad' : 'Edit your ad');
  if (creative !== 'new' && existing.isPending) return <div className={`page-container ${styles.loading}`} aria-busy="true" />;
  if (creative !== 'new' && existing.isError) {
    return (
      <div className="page-container">
        <StatusMessage tone="error" title="This ad could not be opened">
          {existing.error instanceof ApiError && existing.error.serverError ? existing.error.serverError : 'Please try again in a moment.'}
        </StatusMessage>
      </div>
    );
  }
  const loaded = existing.data ?? null;
  return (
    <CreativeEditor
      key={loaded ? `creative-${loaded.id}` : 'new'}
      routeTempId={routeTempId}
      creative={creative}
      campaign={loaded?.campaign_id ?? campaign}
      campaignTempId={loaded?.temp_id ?? null}
      initial={loaded ? valuesOf(loaded) : EMPTY}
    />
  );
}

interface CreativeEditorProps extends CreativeEditorPageProps {
  /** The funnel id the server sent with the creative to its advertiser: images of a campaign are uploaded under it. */
  campaignTempId: string | null;
  initial: CreativeValues;
}

function CreativeEditor({ routeTempId, creative, campaign, campaignTempId, initial }: CreativeEditorProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<CreativeValues>(initial);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const alertBox = useRef<HTMLDivElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  // The funnel's id, when this page has it: from the address, or from this tab's funnel that made the campaign. An
  // editor opened with neither (a visitor's /product-pitch/creative/new) starts a funnel when it first needs one.
  const claimed = useRef<string | null>(routeTempId ?? funnelTempId(campaign) ?? campaignTempId);
  const fresh = useRef<string | null>(null);
  const base = useId();
  const ids = {
    image: `${base}-image`,
    title: `${base}-title`,
    content: `${base}-content`,
    price: `${base}-price`,
    link: `${base}-link`,
  } satisfies Record<CreativeField, string>;
  const errorId = (field: CreativeField) => `${ids[field]}-error`;
  useEffect(() => () => inFlight.current?.abort(), []);

  // After a refused save, focus goes to the first field named (or to the alert), so it is read and can be fixed.
  useEffect(() => {
    if (attempt === 0) return;
    const first = errors[0];
    if (first) document.getElementById(ids[first.field])?.focus();
    else alertBox.current?.focus();
  }, [attempt]);

  /** The temporary id the image is uploaded and cropped under. */
  async function tempId(): Promise<string> {
    if (claimed.current) return claimed.current;
    fresh.current ??= (await startFunnel()).temp_id;
    return fresh.current;
  }

  /**
   * The temporary id sent with the save: the funnel's, or for a campaign not yet made the one just started. The
   * advertiser of a campaign that exists may leave it out (the server knows whose it is).
   */
  async function saveTempId(): Promise<string | null> {
    if (claimed.current) return claimed.current;
    return campaign === null ? tempId() : null;
  }

  const errorFor = (field: CreativeField) => errors.find((error) => error.field === field)?.message ?? null;

  function change(field: Exclude<CreativeField, 'image'>, value: string) {
    const clean = { title: cleanTitle, content: cleanContent, price: cleanPrice, link: (text: string) => text }[field];
    setValues((current) => ({ ...current, [field]: clean(value) }));
    if (errorFor(field)) setErrors((current) => current.filter((error) => error.field !== field));
  }

  function refuse(fieldErrors: FieldError[], message: string | null) {
    setErrors(fieldErrors);
    setAlert(message);
    setAttempt((n) => n + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = creativeErrors(values);
    if (found.length > 0) return refuse(found, null);
    setErrors([]);
    setAlert(null);
    setSaving(true);
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const saved = await saveCreative(
        {
          temp_id: await saveTempId(),
          campaign,
          creative,
          title: values.title.trim(),
          content: values.content.trim(),
          price: cleanPrice(values.price),
          link: normaliseLink(values.link),
          image: values.image ?? '',
        },
        controller.signal,
      );
      rememberFunnel({ temp_id: saved.temp_id, campaign_id: saved.campaign_id, creative_id: saved.creative.id });
      navigate(confirmationPath(saved.campaign_id));
    } catch (reason) {
      if (controller.signal.aborted) return;
      setSaving(false);
      const server = reason instanceof ApiError ? reason : null;
      const placed = serverFieldErrors(server?.serverError, server?.fields ?? []);
      refuse(placed, placed.length > 0 ? null : (server?.serverError ?? advertisingMessages.campaignNotCreated));
    }
  }

  const describedBy = (field: CreativeField, ...more: string[]) => [errorFor(field) ? errorId(field) : '', ...more].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: CreativeField) => {
    const message = errorFor(field);
    return message ? (
      <p id={errorId(field)} className={styles.fieldError} data-field-error={field}>
        {message}
      </p>
    ) : null;
  };
  const link = normaliseLink(values.link);

  return (
    <div className={`page-container ${styles.page}`}>
      <FunnelHeader
        step={0}
        title={creative === 'new' ? 'Create your ad' : 'Edit your ad'}
        intro="Your ad shows among the gifts readers browse, marked Sponsored. Write it here and watch the preview: that is how it will look in the lists."
      />
      <div className={styles.layout}>
        <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void onSubmit(event)} noValidate data-creative-form aria-labelledby={`${base}-heading`}>
          <h2 id={`${base}-heading`} className={styles.cardHeading}>
            Your ad
          </h2>
          {alert && (
            <div ref={alertBox} className={styles.alert} role="alert" tabIndex={-1} data-creative-alert>
              {alert}
            </div>
          )}
          <CreativeImageField
            inputId={ids.image}
            tempId={tempId}
            image={values.image}
            onImage={(image) => {
              setValues((current) => ({ ...current, image }));
              setErrors((current) => current.filter((error) => error.field !== 'image'));
            }}
            error={errorFor('image')}
            errorId={errorId('image')}
          />
          <div className={styles.field}>
            <div className={styles.labelRow}>
              <label className={styles.label} htmlFor={ids.title}>
                Title <span className={styles.required} aria-hidden="true">*</span>
              </label>
              <Counter id={`${ids.title}-count`} value={values.title} max={TITLE_MAX} />
            </div>
            <input
              id={ids.title}
              className={styles.input}
              name="title"
              aria-required="true"
              value={values.title}
              onChange={(event) => change('title', event.target.value)}
              aria-invalid={errorFor('title') ? true : undefined}
              aria-describedby={describedBy('title', `${ids.title}-count`)}
              autoComplete="off"
            />
            {fieldError('title')}
          </div>
          <div className={styles.field}>
            <div className={styles.labelRow}>
              <label className={styles.label} htmlFor={ids.content}>
                Description <span className={styles.optional}>(optional)</span>
              </label>
              <Counter id={`${ids.content}-count`} value={values.content} max={CONTENT_MAX} />
            </div>
            <textarea
              id={ids.content}
              className={styles.textarea}
              name="content"
              rows={4}
              value={values.content}
              onChange={(event) => change('content', event.target.value)}
              aria-invalid={errorFor('content') ? true : undefined}
              aria-describedby={describedBy('content', `${ids.content}-count`)}
            />
            {fieldError('content')}
          </div>
          <div className={styles.twoColumns}>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={ids.price}>
                Price <span className={styles.required} aria-hidden="true">*</span>
              </label>
              <div className={styles.priceInput}>
                <input
                  id={ids.price}
                  className={styles.input}
                  name="price"
                  inputMode="decimal"
                  value={values.price}
                  onChange={(event) => change('price', event.target.value)}
                  aria-invalid={errorFor('price') ? true : undefined}
                  aria-describedby={describedBy('price')}
                  aria-required="true"
                  autoComplete="off"
                />
              </div>
              {fieldError('price')}
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={ids.link}>
                Link to your product <span className={styles.required} aria-hidden="true">*</span>
              </label>
              <input
                id={ids.link}
                className={styles.input}
                name="link"
                inputMode="url"
                maxLength={2000}
                value={values.link}
                onChange={(event) => change('link', event.target.value)}
                onBlur={() => values.link.trim() && setValues((current) => ({ ...current, link: normaliseLink(current.link) }))}
                aria-invalid={errorFor('link') ? true : undefined}
                aria-describedby={describedBy('link', `${ids.link}-hint`)}
                aria-required="true"
                autoComplete="url"
                spellCheck={false}
              />
              <p id={`${ids.link}-hint`} className={styles.hint}>
                Where a click on your ad leads.
              </p>
              {fieldError('link')}
            </div>
          </div>
          <button type="submit" className={`button ${styles.submit}`} disabled={saving} aria-busy={saving}>
            {saving ? 'Saving…' : 'Save and continue'}
          </button>
        </form>
        <aside className={styles.aside} aria-labelledby={`${base}-preview`}>
          <h2 id={`${base}-preview`} className={styles.asideHeading}>
            Preview
          </h2>
          <div className={styles.previewWell} data-ad-preview>
            <NativeAdPreview title={values.title} content={values.content} price={values.price} link={link} image={values.image} />
          </div>
          <p className={styles.asideNote}>As readers will see it in the gift lists. It runs once we have approved it.</p>
        </aside>
      </div>
    </div>
  );
}

/** How much of a field's length is used ("12/40"), read with the field as its description. */
function Counter({ id, value, max }: { id: string; value: string; max: number }) {
  const used = characterCount(value);
  return (
    <span id={id} className={`${styles.counter} ${used >= max ? styles.counterFull : ''}`} data-counter>
      <span aria-hidden="true">
        {used}/{max}
      </span>
      <span className="visually-hidden">
        {used} of {max} characters used
      </span>
    </span>
  );
}
