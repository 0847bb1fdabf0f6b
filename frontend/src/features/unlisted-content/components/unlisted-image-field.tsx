import { UNLISTED_IMAGE_HEIGHT, UNLISTED_IMAGE_WIDTH, unlistedContentMessages } from '@emberhold/contracts';
import type { CropRules } from '../../../components/image-cropper/crop-box';
import { ImageCropField } from '../../../components/image-cropper/image-crop-field';
import { useUploadUnlistedImage } from '../api/unlisted-content-api';

/** Spec section 9: the cropper's bounds for unlisted content are 640x534, its shape locked. */
export const UNLISTED_CROP: CropRules = { minWidth: UNLISTED_IMAGE_WIDTH, minHeight: UNLISTED_IMAGE_HEIGHT, aspect: UNLISTED_IMAGE_WIDTH / UNLISTED_IMAGE_HEIGHT };

const LABELS = {
  field: `Image (${UNLISTED_IMAGE_WIDTH} × ${UNLISTED_IMAGE_HEIGHT})`,
  cropper: "the page's image",
  imageAlt: "The page's image",
  choose: 'Upload an image',
  apply: 'Use this crop',
  applying: 'Uploading…',
  tooSmall: unlistedContentMessages.imageTooSmall,
  notApplied: 'The image could not be uploaded. Please try again.',
};

interface Props {
  inputId: string;
  image: string | null;
  onImage: (image: string) => void;
  /** What the form (or the server) found wrong with the image. */
  error: string | null;
}

/**
 * The page's image: a file chosen here is shown in the cropper (a 640:534 box of at least 640x534), and the file with
 * the chosen box goes to the server, which re-encodes it and cuts the 640x534 image the page shows.
 */
export function UnlistedImageField({ inputId, image, onImage, error }: Props) {
  const upload = useUploadUnlistedImage();
  return (
    <ImageCropField
      inputId={inputId}
      image={image}
      preview={{ width: 320, height: 267 }}
      error={error}
      rules={UNLISTED_CROP}
      labels={LABELS}
      apply={({ file, box }, outcome) => upload.mutate({ file, box }, { onSuccess: (uploaded) => outcome.onSuccess(uploaded.src), onError: outcome.onError })}
      applying={upload.isPending}
      onImage={onImage}
    />
  );
}
