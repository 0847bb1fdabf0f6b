import { EDITORIAL_IMAGE_HEIGHT, EDITORIAL_IMAGE_WIDTH } from '@emberhold/contracts';
import type { CropRules } from '../../../components/image-cropper/crop-box';
import { ImageCropField } from '../../../components/image-cropper/image-crop-field';
import { useUploadFeatureImage } from '../api/editorial-setup';

/** Spec section 9: the cropper's bounds are 300x250, the card's shape. */
export const CARD_CROP: CropRules = { minWidth: EDITORIAL_IMAGE_WIDTH, minHeight: EDITORIAL_IMAGE_HEIGHT, aspect: EDITORIAL_IMAGE_WIDTH / EDITORIAL_IMAGE_HEIGHT };

const LABELS = {
  field: 'Image',
  cropper: "the feature's image",
  imageAlt: "The feature's image",
  choose: 'Choose an image',
  apply: 'Upload image',
  applying: 'Uploading…',
  tooSmall: `Please choose an image of at least ${EDITORIAL_IMAGE_WIDTH} × ${EDITORIAL_IMAGE_HEIGHT} pixels.`,
  notApplied: 'The image could not be uploaded. Please try again.',
  hint: `JPEG, PNG, WebP or GIF, at least ${EDITORIAL_IMAGE_WIDTH} × ${EDITORIAL_IMAGE_HEIGHT} pixels; the card shows a ${EDITORIAL_IMAGE_WIDTH} × ${EDITORIAL_IMAGE_HEIGHT} crop.`,
};

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
  return (
    <ImageCropField
      inputId={id}
      image={image}
      preview={{ width: EDITORIAL_IMAGE_WIDTH / 2, height: EDITORIAL_IMAGE_HEIGHT / 2 }}
      imageMarker="feature-image"
      error={error}
      rules={CARD_CROP}
      labels={LABELS}
      apply={({ file, box }, outcome) => upload.mutate({ file, crop: box }, outcome)}
      applying={upload.isPending}
      onImage={onImage}
    />
  );
}
