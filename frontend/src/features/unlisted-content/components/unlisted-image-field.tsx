import { UNLISTED_IMAGE_HEIGHT, UNLISTED_IMAGE_WIDTH, unlistedContentMessages } from '@emberhold/contracts';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { canCrop, initialCrop, type CropBox, type CropRules } from '../../../components/image-cropper/crop-box';
import { ImageCropper } from '../../../components/image-cropper/image-cropper';
import { serverWords } from '../../../lib/api-client';
import { useUploadUnlistedImage } from '../api/unlisted-content-api';
import { readImageSize } from '../lib/image-size';
import styles from './unlisted-content.module.css';

/** Spec section 9: the cropper's bounds for unlisted content are 640x534, its shape locked. */
export const UNLISTED_CROP: CropRules = { minWidth: UNLISTED_IMAGE_WIDTH, minHeight: UNLISTED_IMAGE_HEIGHT, aspect: UNLISTED_IMAGE_WIDTH / UNLISTED_IMAGE_HEIGHT };

const NOT_READ = 'This image could not be read. Please choose another one.';
const NOT_UPLOADED = 'The image could not be uploaded. Please try again.';

interface Props {
  inputId: string;
  image: string | null;
  onImage: (image: string) => void;
  /** What the form (or the server) found wrong with the image. */
  error: string | null;
}

interface Cropping {
  file: File;
  url: string;
  size: { width: number; height: number };
  box: CropBox;
}

/**
 * The page's image: a file chosen here is shown in the cropper (a 640:534 box of at least 640x534), and the file with
 * the chosen box goes to the server, which re-encodes it and cuts the 640x534 image the page shows.
 */
export function UnlistedImageField({ inputId, image, onImage, error }: Props) {
  const upload = useUploadUnlistedImage();
  const [cropping, setCropping] = useState<Cropping | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  // The chosen file's address lives as long as the cropper shows it.
  const shownUrl = cropping?.url;
  useEffect(() => (shownUrl ? () => URL.revokeObjectURL(shownUrl) : undefined), [shownUrl]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const url = URL.createObjectURL(file);
    try {
      const size = await readImageSize(url);
      if (!canCrop(size, UNLISTED_CROP)) {
        URL.revokeObjectURL(url);
        setProblem(unlistedContentMessages.imageTooSmall);
        return;
      }
      setCropping({ file, url, size, box: initialCrop(size, UNLISTED_CROP) });
    } catch {
      URL.revokeObjectURL(url);
      setProblem(NOT_READ);
    }
  }

  function applyCrop() {
    if (!cropping) return;
    upload.mutate(
      { file: cropping.file, box: cropping.box },
      {
        onSuccess: (uploaded) => {
          onImage(uploaded.src);
          setCropping(null);
        },
        onError: (reason) => setProblem(serverWords(reason, NOT_UPLOADED)),
      },
    );
  }

  const shown = problem ?? error;
  return (
    <div className="form-field" data-invalid={shown ? 'true' : undefined}>
      <span className="form-label" id={`${inputId}-label`}>
        Image (640 × 534) <span className="form-required" aria-hidden="true">*</span>
      </span>
      {cropping ? (
        <div className="form-stack">
          <ImageCropper
            src={cropping.url}
            image={cropping.size}
            rules={UNLISTED_CROP}
            crop={cropping.box}
            onChange={(box) => setCropping({ ...cropping, box })}
            label="the page's image"
          />
          <div className={styles.buttons}>
            <button type="button" className="button" onClick={applyCrop} disabled={upload.isPending} aria-busy={upload.isPending}>
              {upload.isPending ? 'Uploading…' : 'Use this crop'}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setCropping(null)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.imageRow}>
          {image && <img src={image} alt="The page's image" width={320} height={267} />}
          <input
            id={inputId}
            className="visually-hidden file-input"
            type="file"
            name="image"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(event) => void choose(event)}
            aria-labelledby={`${inputId}-label ${inputId}-button`}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? problemId : undefined}
          />
          <label htmlFor={inputId} id={`${inputId}-button`} className="button button--ghost file-button">
            {image ? 'Choose another image' : 'Upload an image'}
          </label>
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
