import type { SourceImageDto } from '@emberhold/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { canCrop, initialCrop, type CropBox } from '../../../components/image-cropper/crop-box';
import { ImageCropper } from '../../../components/image-cropper/image-cropper';
import { serverWords } from '../../../lib/api-client';
import { CREATIVE_CROP } from './creative-image-field';
import { useCropAdminSource, useUploadAdminSource } from '../api/creative-admin';
import styles from './creative-admin.module.css';

const NOT_UPLOADED = 'The image could not be uploaded. Please try again.';
const NOT_CROPPED = 'The image could not be cropped. Please try again.';
const TOO_SMALL = 'Please upload an image of at least 300 × 250 pixels.';

interface Props {
  creativeId: number;
  inputId: string;
  image: string | null;
  onImage: (image: string) => void;
  error: string | null;
}

/**
 * A creative's image for a staff edit, made as the creative editor makes one: the file goes to the server (checked
 * and re-encoded there), a 6:5 box of at least 300x250 is chosen with the editor's cropper, and the crop comes back as
 * the 300x250 image the form saves. The server's words are shown when it refuses the file or the crop.
 */
export function CreativeAdminImageField({ creativeId, inputId, image, onImage, error }: Props) {
  const upload = useUploadAdminSource();
  const crop = useCropAdminSource();
  const [cropping, setCropping] = useState<{ source: SourceImageDto; box: CropBox } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    upload.mutate(
      { id: creativeId, file },
      {
        onSuccess: (source) => (canCrop(source, CREATIVE_CROP) ? setCropping({ source, box: initialCrop(source, CREATIVE_CROP) }) : setProblem(TOO_SMALL)),
        onError: (reason) => setProblem(serverWords(reason, NOT_UPLOADED)),
      },
    );
  }

  function applyCrop() {
    if (!cropping) return;
    crop.mutate(
      { id: creativeId, sourceImage: cropping.source.source_image, box: cropping.box },
      {
        onSuccess: (cropped) => {
          onImage(cropped.image);
          setCropping(null);
        },
        onError: (reason) => setProblem(serverWords(reason, NOT_CROPPED)),
      },
    );
  }

  const shown = problem ?? error;
  return (
    <div className={styles.imageField} data-invalid={shown ? 'true' : undefined}>
      <span className="form-label" id={`${inputId}-label`}>
        Image <span className="form-required" aria-hidden="true">*</span>
      </span>
      {cropping ? (
        <div className="form-stack">
          <ImageCropper
            src={cropping.source.source_image}
            image={cropping.source}
            rules={CREATIVE_CROP}
            crop={cropping.box}
            onChange={(box) => setCropping({ ...cropping, box })}
            label="the ad's image"
          />
          <div className={styles.buttons}>
            <button type="button" className="button" onClick={applyCrop} disabled={crop.isPending} aria-busy={crop.isPending}>
              {crop.isPending ? 'Cropping…' : 'Use this crop'}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setCropping(null)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.imageRow}>
          {image && <img src={image} alt="The ad's image" width={150} height={125} />}
          <input
            id={inputId}
            className="visually-hidden file-input"
            type="file"
            name="image"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={choose}
            disabled={upload.isPending}
            aria-labelledby={`${inputId}-label ${inputId}-button`}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? problemId : undefined}
          />
          <label htmlFor={inputId} id={`${inputId}-button`} className="button button--ghost file-button">
            {image ? 'Choose another image' : 'Upload an image'}
          </label>
          {upload.isPending && <p role="status">Uploading…</p>}
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
