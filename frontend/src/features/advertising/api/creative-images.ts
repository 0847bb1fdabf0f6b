import type { CreativeGifDto, CropImageDto, DataResponse, SourceImageDto } from '@emberhold/contracts';
import type { CropBox } from '../../../components/image-cropper/crop-box';
import { postJson, postMultipart } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

/** The funnel's temporary id the images go under, asked for when the upload starts (it may start a funnel). */
type TempId = () => Promise<string>;

/** POST /api/user/creative/temporary/{temp_id} (multipart `image`): the source image, stored re-encoded, with its size. */
export async function uploadSourceImage(tempId: string, file: File, signal?: AbortSignal): Promise<SourceImageDto> {
  const form = new FormData();
  form.append('image', file);
  return (await postMultipart<DataResponse<SourceImageDto>>(`/api/user/creative/temporary/${encodeURIComponent(tempId)}`, form, signal)).data;
}

/** The crop box as the edges the crop call takes, in source pixels. */
export function cropEdges(box: CropBox): { crop_top: number; crop_bottom: number; crop_left: number; crop_right: number } {
  return { crop_top: box.y, crop_bottom: box.y + box.height, crop_left: box.x, crop_right: box.x + box.width };
}

/** POST /api/user/creative/crop_image/{temp_id}: the 300x250 image of the crop (spec sections 7 and 9). */
export async function cropSourceImage(tempId: string, sourceImage: string, box: CropBox, signal?: AbortSignal): Promise<CropImageDto> {
  const body = { source_image: sourceImage, ...cropEdges(box) };
  return (await postJson<DataResponse<CropImageDto>>(`/api/user/creative/crop_image/${encodeURIComponent(tempId)}`, body, signal)).data;
}

/** Uploads a chosen image as the creative's source (nothing cached depends on it). */
export function useUploadSourceImage() {
  return useSubmitMutation({ mutationFn: async ({ tempId, file }: { tempId: TempId; file: File }) => uploadSourceImage(await tempId(), file) });
}

/** Crops the source image to the ad's 300x250 image (nothing cached depends on it). */
export function useCropSourceImage() {
  return useSubmitMutation({
    mutationFn: async ({ tempId, sourceImage, box }: { tempId: TempId; sourceImage: string; box: CropBox }) => cropSourceImage(await tempId(), sourceImage, box),
  });
}

/** POST /api/user/creative/gif/{temp_id} (multipart `gif`): the animated GIF, re-encoded with its frames inside 300x250. */
export async function uploadCreativeGif(tempId: string, file: File, signal?: AbortSignal): Promise<CreativeGifDto> {
  const form = new FormData();
  form.append('gif', file);
  return (await postMultipart<DataResponse<CreativeGifDto>>(`/api/user/creative/gif/${encodeURIComponent(tempId)}`, form, signal)).data;
}

