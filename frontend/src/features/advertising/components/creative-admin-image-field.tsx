import { ImageCropField } from '../../../components/image-cropper/image-crop-field';
import { CREATIVE_CROP } from './creative-image-field';
import { useCropAdminSource, useUploadAdminSource } from '../api/creative-admin';

const LABELS = {
  field: 'Image',
  cropper: "the ad's image",
  imageAlt: "The ad's image",
  choose: 'Upload an image',
  apply: 'Use this crop',
  applying: 'Cropping…',
  tooSmall: 'Please upload an image of at least 300 × 250 pixels.',
  notApplied: 'The image could not be cropped. Please try again.',
  notUploaded: 'The image could not be uploaded. Please try again.',
};

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
  return (
    <ImageCropField
      inputId={inputId}
      image={image}
      preview={{ width: 150, height: 125 }}
      error={error}
      rules={CREATIVE_CROP}
      labels={LABELS}
      upload={{
        send: (file, outcome) =>
          upload.mutate({ id: creativeId, file }, { onSuccess: (source) => outcome.onSuccess({ ...source, src: source.source_image }), onError: outcome.onError }),
        pending: upload.isPending,
      }}
      apply={({ source, box }, outcome) => crop.mutate({ id: creativeId, sourceImage: source.src, box }, { onSuccess: (cropped) => outcome.onSuccess(cropped.image), onError: outcome.onError })}
      applying={crop.isPending}
      onImage={onImage}
    />
  );
}
