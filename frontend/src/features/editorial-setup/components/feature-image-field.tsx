import { EDITORIAL_IMAGE_HEIGHT, EDITORIAL_IMAGE_WIDTH } from '@emberhold/contracts';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { canCrop, initialCrop, type CropBox, type CropRules, type ImageSize } from '../../../components/image-cropper/crop-box';
import { ImageCropper } from '../../../components/image-cropper/image-cropper';
import { serverWords } from '../../../lib/api-client';
import { useUploadFeatureImage } from '../api/editorial-setup';
import styles from './editorial-setup.module.css';

/** Spec section 9: the cropper's bounds are 300x250, the card's shape. */
export const CARD_CROP: CropRules = { minWidth: EDITORIAL_IMAGE_WIDTH, minHeight: EDITORIAL_IMAGE_HEIGHT, aspect: EDITORIAL_IMAGE_WIDTH / EDITORIAL_IMAGE_HEIGHT };
const TOO_SMALL = `Please choose an image of at least ${EDITORIAL_IMAGE_WIDTH} × ${EDITORIAL_IMAGE_HEIGHT} pixels.`;
const UNREADABLE = 'This image could not be read. Please choose another one.';
const NOT_UPLOADED = 'The image could not be uploaded. Please try again.';

interface Chosen {
  file: File;
  url: string;
  size: ImageSize;
  crop: CropBox;
}

/** The file's pixels as the browser shows them (its orientation applied), from an object URL the caller revokes. */
function loadImage(file: File): Promise<{ url: string; size: ImageSize }> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ url, size: { width: image.naturalWidth, height: image.naturalHeight } });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(UNREADABLE));
    };
    image.src = url;
  });
}

interface Props {
  id: string;
  image: string | null;
  onImage: (src: string) => void;
  error: string | undefined;
}

/**
 * The card's image: a file chosen, a 6:5 box of at least 300x250 picked with the site's cropper, and the file sent with
 * the box; the server re-encodes it, cuts it to 300x250 and answers where it stored it, which the form saves.
 */
export function FeatureImageField({ id, image, onImage, error }: Props) {
  const upload = useUploadFeatureImage();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    try {
      const { url, size } = await loadImage(file);
      if (!canCrop(size, CARD_CROP)) {
        URL.revokeObjectURL(url);
        setProblem(TOO_SMALL);
        return;
      }
      setChosen({ file, url, size, crop: initialCrop(size, CARD_CROP) });
    } catch {
      setProblem(UNREADABLE);
    }
  }

  function send() {
    if (!chosen) return;
    upload.mutate(
      { file: chosen.file, crop: chosen.crop },
      {
        onSuccess: (src) => {
          onImage(src);
          setChosen(null);
        },
        onError: (reason) => setProblem(serverWords(reason, NOT_UPLOADED)),
      },
    );
  }

  const shown = problem ?? error;
  return (
    <div className="form-field" data-invalid={shown ? 'true' : undefined}>
      <span className="form-label" id={`${id}-label`}>
        Image{' '}
        <span className="form-required" aria-hidden="true">
          *
        </span>
      </span>
      {chosen ? (
        <div className="form-stack">
          <ImageCropper src={chosen.url} image={chosen.size} rules={CARD_CROP} crop={chosen.crop} onChange={(crop) => setChosen({ ...chosen, crop })} label="the feature's image" />
          <div className={styles.buttons}>
            <button type="button" className="button" onClick={send} disabled={upload.isPending} aria-busy={upload.isPending}>
              {upload.isPending ? 'Uploading…' : 'Upload image'}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setChosen(null)} disabled={upload.isPending}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.imageRow}>
          {image && <img src={image} alt="The feature's image" width={EDITORIAL_IMAGE_WIDTH / 2} height={EDITORIAL_IMAGE_HEIGHT / 2} data-feature-image />}
          <input
            id={id}
            className="visually-hidden file-input"
            type="file"
            name="image"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(event) => void choose(event)}
            aria-labelledby={`${id}-label ${id}-button`}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? problemId : `${id}-hint`}
          />
          <label htmlFor={id} id={`${id}-button`} className="button button--ghost file-button">
            {image ? 'Choose another image' : 'Choose an image'}
          </label>
          <p id={`${id}-hint`} className="form-hint">
            JPEG, PNG, WebP or GIF, at least {EDITORIAL_IMAGE_WIDTH} × {EDITORIAL_IMAGE_HEIGHT} pixels; the card shows a {EDITORIAL_IMAGE_WIDTH} × {EDITORIAL_IMAGE_HEIGHT} crop.
          </p>
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
