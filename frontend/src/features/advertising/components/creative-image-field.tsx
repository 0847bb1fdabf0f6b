import type { SourceImageDto } from '@emberhold/contracts';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { canCrop, initialCrop, type CropBox, type CropRules } from '../../../components/image-cropper/crop-box';
import { ImageCropper } from '../../../components/image-cropper/image-cropper';
import { serverWords } from '../../../lib/api-client';
import { useCropSourceImage, useUploadSourceImage } from '../api/creative-images';
import styles from './funnel.module.css';

/** Spec section 9: the cropper's bounds are 300x250, and the ad's image keeps that shape (6:5). */
export const CREATIVE_CROP: CropRules = { minWidth: 300, minHeight: 250, aspect: 6 / 5 };

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
/** The server's limits (backend advertising/domain/creative-image.ts), checked here first so nothing is sent in vain. */
const MAX_BYTES = 8 * 1024 * 1024;
const WRONG_TYPE = 'Please upload a JPEG, PNG, WebP or GIF image.';
const TOO_LARGE = 'Your image is too large. Please choose one under 8 MB.';
const TOO_SMALL = 'Please upload an image of at least 300 × 250 pixels.';
const UNREADABLE = 'This image could not be read. Please choose another one.';
const NOT_UPLOADED = 'Your image could not be uploaded. Please try again.';
const NOT_CROPPED = 'Your image could not be cropped. Please try again.';

/** What the field shows: uploading while the upload is on its way, a crop being chosen (or sent) once it is done. */
type Step = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'cropping'; source: SourceImageDto; crop: CropBox; sending: boolean };
type KeptStep = { kind: 'idle' } | { kind: 'cropping'; source: SourceImageDto; crop: CropBox };

interface CreativeImageFieldProps {
  /** The id of the file input, which focus moves to when the field is wrong. */
  inputId: string;
  /** The funnel's temporary id the uploads go under; asked for when first needed. */
  tempId: () => Promise<string>;
  image: string | null;
  onImage: (image: string) => void;
  /** The field's error (spec section 5: 'Please upload an image'), shown under it. */
  error: string | null;
  errorId: string;
}

/** The size of a chosen image, read in the browser before anything is sent. */
async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(file);
  try {
    const element = new Image();
    element.src = url;
    await element.decode();
    return { width: element.naturalWidth, height: element.naturalHeight };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The creative's image: a file is uploaded as the source (creative/temporary), cropped in the browser at 6:5 and at
 * least 300x250, and the crop's edges are sent (creative/crop_image), which answers with the 300x250 image the ad shows.
 */
export function CreativeImageField({ inputId, tempId, image, onImage, error, errorId }: CreativeImageFieldProps) {
  const [kept, setStep] = useState<KeptStep>({ kind: 'idle' });
  const upload = useUploadSourceImage();
  const cropImage = useCropSourceImage();
  const step: Step = upload.isPending ? { kind: 'uploading' } : kept.kind === 'cropping' ? { ...kept, sending: cropImage.isPending } : kept;
  const [problem, setProblem] = useState<string | null>(null);
  const cropper = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const problemId = useId();

  const cropping = step.kind === 'cropping';
  useEffect(() => {
    if (cropping) cropper.current?.querySelector<HTMLElement>('[data-crop-box]')?.focus({ preventScroll: true });
  }, [cropping]);

  function fail(text: string) {
    setProblem(text);
    fileInput.current?.focus();
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (!ACCEPTED.includes(file.type)) return fail(WRONG_TYPE);
    if (file.size > MAX_BYTES) return fail(TOO_LARGE);
    const size = await imageSize(file);
    if (!size) return fail(UNREADABLE);
    if (!canCrop(size, CREATIVE_CROP)) return fail(TOO_SMALL);
    upload.mutate(
      { tempId, file },
      {
        onSuccess: (source) => {
          if (!canCrop(source, CREATIVE_CROP)) return fail(TOO_SMALL);
          setStep({ kind: 'cropping', source, crop: initialCrop(source, CREATIVE_CROP) });
        },
        onError: (reason) => fail(serverWords(reason, NOT_UPLOADED)),
      },
    );
  }

  function applyCrop() {
    if (kept.kind !== 'cropping' || cropImage.isPending) return;
    const sent = kept;
    setProblem(null);
    cropImage.mutate(
      { tempId, sourceImage: sent.source.source_image, box: sent.crop },
      {
        onSuccess: (cropped) => {
          onImage(cropped.image);
          setStep({ kind: 'idle' });
          window.setTimeout(() => fileInput.current?.focus(), 0);
        },
        onError: (reason) => {
          // Back to the crop that was sent.
          setStep(sent);
          setProblem(serverWords(reason, NOT_CROPPED));
        },
      },
    );
  }

  function cancel() {
    // A crop on its way is called off: its answer no longer changes the field.
    cropImage.reset();
    setProblem(null);
    setStep({ kind: 'idle' });
    window.setTimeout(() => fileInput.current?.focus(), 0);
  }

  const shown = problem ?? error;
  const shownId = problem ? problemId : errorId;
  return (
    <div className={styles.imageField} data-invalid={shown ? 'true' : undefined} data-image-step={step.kind}>
      <div className="form-label-row">
        <span className="form-label" id={`${inputId}-label`}>
          Image <span className="form-required" aria-hidden="true">*</span>
        </span>
      </div>
      {step.kind === 'cropping' ? (
        <div ref={cropper} className="form-stack">
          <ImageCropper
            src={step.source.source_image}
            image={step.source}
            rules={CREATIVE_CROP}
            crop={step.crop}
            onChange={(crop) => setStep({ kind: 'cropping', source: step.source, crop })}
            label="your ad's image"
          />
          <div className={styles.buttons}>
            <button type="button" className="button form-sending" onClick={applyCrop} disabled={step.sending} aria-busy={step.sending}>
              {step.sending ? 'Cropping…' : 'Use this crop'}
            </button>
            <button type="button" className="button button--ghost" onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.imageRow}>
          {image && <img className={styles.thumb} src={image} alt="Your ad's image" width={150} height={125} data-creative-image />}
          <input
            ref={fileInput}
            id={inputId}
            className="visually-hidden file-input"
            type="file"
            name="image"
            accept={ACCEPTED.join(',')}
            onChange={(event) => void choose(event)}
            disabled={step.kind === 'uploading'}
            aria-labelledby={`${inputId}-label ${inputId}-button`}
            aria-invalid={shown ? true : undefined}
            aria-describedby={[shown ? shownId : undefined, hintId].filter(Boolean).join(' ')}
          />
          <label htmlFor={inputId} id={`${inputId}-button`} className="button button--ghost file-button">
            {image ? 'Choose another image' : 'Upload an image'}
          </label>
          {step.kind === 'uploading' && (
            <p className={styles.busy} role="status">
              Uploading…
            </p>
          )}
        </div>
      )}
      <p id={hintId} className="form-hint">
        JPEG, PNG, WebP or GIF up to 8 MB, at least 300 × 250 pixels. You choose the part that shows; the ad is 300 × 250.
      </p>
      {shown && (
        <p id={shownId} className="form-error" data-field-error="image">
          {shown}
        </p>
      )}
    </div>
  );
}
