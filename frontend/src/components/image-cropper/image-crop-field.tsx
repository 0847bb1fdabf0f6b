import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { serverWords } from '../../lib/api-client';
import { canCrop, initialCrop, type CropBox, type CropRules, type ImageSize } from './crop-box';
import { ImageCropper } from './image-cropper';
import { readImageSize } from './image-size';
import styles from './image-crop-field.module.css';

/** An image the cropper shows: its address and size. */
export interface CropSource extends ImageSize {
  src: string;
}

/** The file chosen, where the cropper showed it from, and the box picked on it. */
export interface ChosenCrop {
  file: File;
  source: CropSource;
  box: CropBox;
}

/** What the field says, in the words of its form. */
export interface ImageCropFieldLabels {
  /** The field's name (a required field's asterisk follows it). */
  field: ReactNode;
  /** What is being cropped, for assistive technology ("the page's image"). */
  cropper: string;
  /** The alternative text of the image the form holds. */
  imageAlt: string;
  /** The file button's words when the form holds no image yet ('Choose an image'); 'Choose another image' after. */
  choose: string;
  /** The button that sends the crop, and its words while it is sent. */
  apply: string;
  applying: string;
  /** A file under the cropper's minimum size. */
  tooSmall: string;
  /** When sending the crop failed and the server gave no words of its own. */
  notApplied: string;
  /** When uploading the file failed (with `upload`) and the server gave no words of its own. */
  notUploaded?: string;
  /** Shown under the file button and describing it while there is no problem. */
  hint?: ReactNode;
}

/** How a send ends (a mutation's callbacks). */
export interface Outcome<T> {
  onSuccess: (result: T) => void;
  onError: (reason: unknown) => void;
}

const NOT_READ = 'This image could not be read. Please choose another one.';
const NOT_UPLOADED = 'The image could not be uploaded. Please try again.';

export interface ImageCropFieldProps {
  inputId: string;
  /** The image the form holds (its address), shown at `preview` size. */
  image: string | null;
  preview: ImageSize;
  /** What the form (or the server) found wrong with the image. */
  error: string | null | undefined;
  /** The cropper's bounds: its minimum size and shape (spec section 9). */
  rules: CropRules;
  labels: ImageCropFieldLabels;
  /**
   * Where the cropper shows the file from: without `upload`, the browser reads it (the file goes to the server with
   * the box); with it, the file goes to the server first, which answers the source the box is picked on.
   */
  upload?: { send: (file: File, outcome: Outcome<CropSource>) => void; pending: boolean };
  /** Sends the chosen crop; its success is the address of the image the form then holds. */
  apply: (chosen: ChosenCrop, outcome: Outcome<string>) => void;
  applying: boolean;
  onImage: (src: string) => void;
  /** Marks the shown image for tests and styles (`data-<name>`). */
  imageMarker?: string;
}

/**
 * An image field with the site's cropper: a file is chosen, a box of the bounds' shape and at least their size is
 * picked on it, and the crop is sent; the server cuts the image and answers where it stored it, which the form holds.
 * The server's words are shown when it refuses the file or the crop.
 */
export function ImageCropField({ inputId, image, preview, error, rules, labels, upload, apply, applying, onImage, imageMarker }: ImageCropFieldProps) {
  const [chosen, setChosen] = useState<ChosenCrop | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const hintId = `${inputId}-hint`;

  // A file read in the browser has an address of its own, which lives as long as the cropper shows it.
  const localUrl = chosen && !upload ? chosen.source.src : undefined;
  useEffect(() => (localUrl ? () => URL.revokeObjectURL(localUrl) : undefined), [localUrl]);

  function cropOn(file: File, source: CropSource) {
    if (canCrop(source, rules)) setChosen({ file, source, box: initialCrop(source, rules) });
    else {
      if (!upload) URL.revokeObjectURL(source.src);
      setProblem(labels.tooSmall);
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (upload) {
      upload.send(file, { onSuccess: (source) => cropOn(file, source), onError: (reason) => setProblem(serverWords(reason, labels.notUploaded ?? NOT_UPLOADED)) });
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      cropOn(file, { src: url, ...(await readImageSize(url)) });
    } catch {
      URL.revokeObjectURL(url);
      setProblem(NOT_READ);
    }
  }

  function send() {
    if (!chosen) return;
    apply(chosen, {
      onSuccess: (src) => {
        onImage(src);
        setChosen(null);
      },
      onError: (reason) => setProblem(serverWords(reason, labels.notApplied)),
    });
  }

  const shown = problem ?? error;
  const describedBy = shown ? problemId : labels.hint ? hintId : undefined;
  return (
    <div className={`form-field ${styles.field}`} data-invalid={shown ? 'true' : undefined}>
      <span className="form-label" id={`${inputId}-label`}>
        {labels.field}{' '}
        <span className="form-required" aria-hidden="true">
          *
        </span>
      </span>
      {chosen ? (
        <div className="form-stack">
          <ImageCropper
            src={chosen.source.src}
            image={chosen.source}
            rules={rules}
            crop={chosen.box}
            onChange={(box) => setChosen({ ...chosen, box })}
            label={labels.cropper}
          />
          <div className={styles.buttons}>
            <button type="button" className="button" onClick={send} disabled={applying} aria-busy={applying}>
              {applying ? labels.applying : labels.apply}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setChosen(null)} disabled={applying}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.row}>
          {image && <img src={image} alt={labels.imageAlt} width={preview.width} height={preview.height} {...(imageMarker ? { [`data-${imageMarker}`]: '' } : {})} />}
          <input
            id={inputId}
            className="visually-hidden file-input"
            type="file"
            name="image"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(event) => void choose(event)}
            disabled={upload?.pending}
            aria-labelledby={`${inputId}-label ${inputId}-button`}
            aria-invalid={shown ? true : undefined}
            aria-describedby={describedBy}
          />
          <label htmlFor={inputId} id={`${inputId}-button`} className="button button--ghost file-button">
            {image ? 'Choose another image' : labels.choose}
          </label>
          {upload?.pending && <p role="status">Uploading…</p>}
          {labels.hint && (
            <p id={hintId} className="form-hint">
              {labels.hint}
            </p>
          )}
        </div>
      )}
      {shown && (
        <p id={problemId} className="form-error" data-field-error="image">
          {shown}
        </p>
      )}
    </div>
  );
}
