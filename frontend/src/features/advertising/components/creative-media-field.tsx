import type { CreativeGifDto } from '@emberhold/contracts';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Field } from '../../../components/form-field';
import { serverWords } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import type { CreativeForm } from '../hooks/use-creative-form';
import { UPLOAD_TYPE_CHOICES } from '../lib/creative-fields';
import styles from './funnel.module.css';

/** The server's GIF limits (backend advertising/domain/creative-gif.ts), the size checked here first. */
const GIF_MAX_BYTES = 2 * 1024 * 1024;
const GIF_WRONG_TYPE = 'Please upload a GIF image (.gif).';
const GIF_TOO_LARGE = 'Your GIF is too large. Please choose one under 2 MB.';
const GIF_NOT_UPLOADED = 'Your GIF could not be uploaded. Please try again.';
const EMBED_PROVIDERS = 'YouTube, Vimeo, TikTok, Instagram, Facebook, X (Twitter), Spotify or SoundCloud';

/** What the media part reads of a creative form: the advertiser's editor, or staff's edit of any creative. */
export type CreativeMediaForm = Pick<CreativeForm, 'ids' | 'values' | 'errorFor' | 'errorId' | 'setGif' | 'setEmbed' | 'setUploadType'>;

interface CreativeMediaFieldProps {
  form: CreativeMediaForm;
  /** The image's own field (upload and crop), where the form uploads its images. */
  imageField: ReactNode;
  /** Sends a chosen GIF where the form uploads its GIFs. */
  uploadGif: (file: File) => Promise<CreativeGifDto>;
}

/**
 * What the ad shows in its 300x250 box (spec section 3, upload_type): a choice of Image (uploaded and cropped), GIF
 * (uploaded as it is and kept animated) or Embed code (a player from a video or social site), then that one's field.
 */
export function CreativeMediaField({ form, imageField, uploadGif }: CreativeMediaFieldProps) {
  const { ids, values } = form;
  return (
    <div className="form-stack">
      <fieldset className={styles.typeChoice} data-upload-type={values.uploadType}>
        <legend className="form-label">What your ad shows</legend>
        <div className={styles.typeOptions}>
          {UPLOAD_TYPE_CHOICES.map((choice, i) => (
            <label key={choice.value} className={styles.typeOption}>
              <input
                type="radio"
                name="upload_type"
                value={choice.value}
                id={i === 0 ? ids.upload_type : undefined}
                checked={values.uploadType === choice.value}
                onChange={() => form.setUploadType(choice.value)}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {values.uploadType === 'image' && imageField}
      {values.uploadType === 'gif' && <CreativeGifField form={form} uploadGif={uploadGif} />}
      {values.uploadType === 'embed' && (
        <Field
          id={ids.embed}
          label="Embed code"
          mark="required"
          error={form.errorFor('embed')}
          errorName="embed"
          hint={`Paste the embed code (an <iframe>) of a video or post from ${EMBED_PROVIDERS}. It plays in the ad's 300 × 250 box.`}
        >
          {(control) => (
            <textarea
              {...control}
              className={`form-input ${styles.textarea}`}
              name="embed"
              rows={4}
              spellCheck={false}
              aria-required="true"
              value={values.embed}
              onChange={(event) => form.setEmbed(event.target.value)}
              placeholder='<iframe src="https://www.youtube.com/embed/…"></iframe>'
            />
          )}
        </Field>
      )}
    </div>
  );
}

/** The GIF: uploaded as chosen (no crop), re-encoded by the server with all its frames inside 300x250. */
function CreativeGifField({ form, uploadGif }: { form: CreativeMediaForm; uploadGif: (file: File) => Promise<CreativeGifDto> }) {
  const { ids, values } = form;
  const upload = useSubmitMutation({ mutationFn: uploadGif });
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = ids.gif;
  const hintId = `${inputId}-hint`;
  const problemId = `${inputId}-problem`;
  const errorId = form.errorId('gif');

  function fail(text: string) {
    setProblem(text);
    fileInput.current?.focus();
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.type !== 'image/gif') return fail(GIF_WRONG_TYPE);
    if (file.size > GIF_MAX_BYTES) return fail(GIF_TOO_LARGE);
    upload.mutate(file, {
      onSuccess: (stored) => form.setGif(stored.gif),
      onError: (reason) => fail(serverWords(reason, GIF_NOT_UPLOADED)),
    });
  }

  const shown = problem ?? form.errorFor('gif');
  const shownId = problem ? problemId : errorId;
  return (
    <div className={styles.imageField} data-invalid={shown ? 'true' : undefined}>
      <div className="form-label-row">
        <span className="form-label" id={`${inputId}-label`}>
          GIF <span className="form-required" aria-hidden="true">*</span>
        </span>
      </div>
      <div className={styles.imageRow}>
        {values.gif && <img className={styles.thumb} src={values.gif} alt="Your ad's GIF" width={150} height={125} data-creative-gif />}
        <input
          ref={fileInput}
          id={inputId}
          className="visually-hidden file-input"
          type="file"
          name="gif"
          accept="image/gif"
          onChange={choose}
          disabled={upload.isPending}
          aria-labelledby={`${inputId}-label ${inputId}-button`}
          aria-invalid={shown ? true : undefined}
          aria-describedby={[shown ? shownId : undefined, hintId].filter(Boolean).join(' ')}
        />
        <label htmlFor={inputId} id={`${inputId}-button`} className="button button--ghost file-button">
          {values.gif ? 'Choose another GIF' : 'Upload a GIF'}
        </label>
        {upload.isPending && (
          <p className={styles.busy} role="status">
            Uploading…
          </p>
        )}
      </div>
      <p id={hintId} className="form-hint">
        An animated GIF up to 2 MB and 300 frames. It plays as it is, fitted into the ad&apos;s 300 × 250 box.
      </p>
      {shown && (
        <p id={shownId} className="form-error" data-field-error="gif">
          {shown}
        </p>
      )}
    </div>
  );
}
