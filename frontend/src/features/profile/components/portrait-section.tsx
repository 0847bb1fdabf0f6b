import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { canCrop, initialCrop, type CropBox, type CropRules } from '../../../components/image-cropper/crop-box';
import { ImageCropper } from '../../../components/image-cropper/image-cropper';
import { useUploadProfileImage } from '../api/upload-profile-image';
import type { Profile } from '../api/profile.types';
import { ACCEPTED_TYPES, cropToDataUrl, loadImageFile, type LoadedImage } from '../lib/crop-image';
import { ACCEPT_THE_TERMS, IMAGE_NOT_UPLOADED, IMAGE_SAVED, readProfileFailure } from '../lib/profile-messages';
import styles from './profile-page.module.css';

/** A square portrait of at least 200 × 200 source pixels (the server stores it at 400 × 400). */
const PORTRAIT_RULES: CropRules = { minWidth: 200, minHeight: 200, aspect: 1 };
const TOO_SMALL = 'Please choose an image of at least 200 × 200 pixels.';

/** Spec section 4: image upload, then a finished state. Cropping comes before the upload; idle is before all. */
type Step = 'idle' | 'cropping' | 'uploading' | 'finished';
/** The steps this section keeps; uploading is the upload's mutation on its way. */
type KeptStep = Exclude<Step, 'uploading'>;

/**
 * The portrait: the current one (the default portrait when there is none), a new image chosen, cropped square in the
 * browser, and saved once the terms are accepted (spec section 5, 'Please accept the terms', which the server
 * checks too). Only the crop travels, re-encoded; the server encodes it again.
 */
export function PortraitSection({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const [kept, setStep] = useState<KeptStep>('idle');
  const upload = useUploadProfileImage();
  const step: Step = upload.isPending ? 'uploading' : kept;
  const [source, setSource] = useState<LoadedImage | null>(null);
  const [crop, setCrop] = useState<CropBox | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<{ text: string; terms: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const terms = useRef<HTMLInputElement>(null);
  const errorBox = useRef<HTMLParagraphElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const ids = { file: useId(), terms: useId(), error: useId(), heading: useId() };

  // The object URL lives as long as it is shown.
  useEffect(() => () => (source ? URL.revokeObjectURL(source.url) : undefined), [source]);

  useEffect(() => {
    if (!error) return;
    (error.terms ? terms.current : errorBox.current)?.focus();
  }, [error, attempt]);

  useEffect(() => {
    if (step === 'finished') done.current?.focus();
  }, [step]);

  function fail(text: string, onTerms = false) {
    setError({ text, terms: onTerms });
    setAttempt((n) => n + 1);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    try {
      const loaded = await loadImageFile(file);
      if (!canCrop(loaded.size, PORTRAIT_RULES)) {
        URL.revokeObjectURL(loaded.url);
        return fail(TOO_SMALL);
      }
      setSource(loaded);
      setCrop(initialCrop(loaded.size, PORTRAIT_RULES));
      setAccepted(false);
      setStep('cropping');
    } catch (reason) {
      fail(reason instanceof Error ? reason.message : IMAGE_NOT_UPLOADED);
    }
  }

  function save() {
    if (!source || !crop || step === 'uploading') return;
    if (!accepted) return fail(ACCEPT_THE_TERMS, true);
    setError(null);
    upload.mutate(cropToDataUrl(source.element, crop), {
      onSuccess: ({ profile: saved }) => {
        onSaved(saved);
        setSource(null);
        setCrop(null);
        setStep('finished');
      },
      onError: (reason) => {
        const failure = readProfileFailure(reason, IMAGE_NOT_UPLOADED, { accept_terms: 'Terms', profile_image: 'Image' });
        fail(failure.message || failure.fieldMessages.accept_terms || failure.fieldMessages.profile_image || IMAGE_NOT_UPLOADED, failure.fieldMessages.accept_terms !== undefined);
      },
    });
  }

  function cancel() {
    setSource(null);
    setCrop(null);
    setError(null);
    setStep('idle');
    fileInput.current?.focus();
  }

  const editing = (step === 'cropping' || step === 'uploading') && source && crop;
  const termsError = error?.terms ? error.text : null;
  return (
    <section className="panel" aria-labelledby={ids.heading} data-portrait-state={step}>
      <h2 id={ids.heading} className={styles.cardHeading}>
        Your portrait
      </h2>
      {editing ? (
        <div className={styles.cropLayout}>
          <ImageCropper src={source.url} image={source.size} rules={PORTRAIT_RULES} crop={crop} onChange={setCrop} label="your new portrait" guide="circle" />
          <div className={styles.cropSide}>
            <div
              className={styles.preview}
              role="img"
              aria-label="Preview of your new portrait"
              style={{
                backgroundImage: `url("${source.url}")`,
                backgroundSize: `${(source.size.width / crop.width) * 100}% ${(source.size.height / crop.height) * 100}%`,
                backgroundPosition: `${crop.width === source.size.width ? 0 : (crop.x / (source.size.width - crop.width)) * 100}% ${crop.height === source.size.height ? 0 : (crop.y / (source.size.height - crop.height)) * 100}%`,
              }}
            />
            <div className="form-check">
              <input
                ref={terms}
                id={ids.terms}
                type="checkbox"
                checked={accepted}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                  if (event.target.checked && error?.terms) setError(null);
                }}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? ids.error : undefined}
              />
              <label htmlFor={ids.terms}>
                This image is mine to use, and I accept the <Link to="/privacy-policy/">terms</Link>.
              </label>
            </div>
            <p ref={errorBox} id={ids.error} className={error ? 'form-alert' : 'form-alert-empty'} role="alert" tabIndex={-1} data-portrait-error>
              {error?.text}
            </p>
            <div className={styles.buttons}>
              <button type="button" className="button form-sending" onClick={save} disabled={step === 'uploading'} aria-busy={step === 'uploading'}>
                {step === 'uploading' ? 'Uploading…' : 'Save image'}
              </button>
              <button type="button" className="button button--ghost" onClick={cancel} disabled={step === 'uploading'}>
                Cancel
              </button>
            </div>
          </div>
        </div>
      ) : (
        <div className={styles.portraitRow}>
          <img className={styles.portrait} src={profile.profile_image} alt={profile.has_profile_image ? 'Your portrait' : 'The default portrait'} width={160} height={160} data-portrait />
          <div className={styles.portraitActions}>
            {step === 'finished' ? (
              <p ref={done} className={styles.done} role="status" tabIndex={-1}>
                {IMAGE_SAVED}
              </p>
            ) : (
              <p className={styles.muted}>{profile.has_profile_image ? 'This is how others see you on your wishlists.' : 'You have the default portrait. Add one of your own: a square crop of any photo.'}</p>
            )}
            <input
              ref={fileInput}
              id={ids.file}
              className="visually-hidden file-input"
              type="file"
              accept={ACCEPTED_TYPES.join(',')}
              onChange={(event) => void choose(event)}
              aria-describedby={error ? ids.error : undefined}
            />
            <label htmlFor={ids.file} className="button button--ghost file-button">
              {step === 'finished' || profile.has_profile_image ? 'Choose another image' : 'Choose an image'}
            </label>
            <p className="form-hint">JPEG, PNG, WebP or GIF, at least 200 × 200 pixels.</p>
            <p ref={errorBox} id={ids.error} className={error ? 'form-alert' : 'form-alert-empty'} role="alert" tabIndex={-1} data-portrait-error>
              {error?.text}
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
