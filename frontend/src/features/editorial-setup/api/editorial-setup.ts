import type { EditorialFeatureBody, EditorialFeatureDto, EditorialFeatureResponse, EditorialFeaturesResponse, EditorialImageResponse, EditorialUnlockResponse } from '@emberhold/contracts';
import { editorialSetupMessages } from '@emberhold/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, getJson, postJson, postMultipart } from '../../../lib/api-client';
import type { CropBox } from '../../../components/image-cropper/crop-box';

const SETUP = '/api/user/editorial-setup';
const FEATURES_KEY = ['editorial-setup', 'features'] as const;

/** The 403 every setup call answers while this login session has not given the editorial password (or its 30 minutes are over). */
export function isLocked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.serverError === editorialSetupMessages.locked;
}

/** GET /api/user/editorial-setup: every feature, newest first; a locked session's 403 is the page's password prompt. */
export function useEditorialFeatures() {
  return useQuery({
    queryKey: FEATURES_KEY,
    queryFn: async ({ signal }) => (await getJson<EditorialFeaturesResponse>(SETUP, signal)).features,
    retry: false,
  });
}

/** After a call refused as locked, the features are asked again: their 403 brings the prompt back. */
function useRelockOnRefusal() {
  const client = useQueryClient();
  return (error: unknown) => {
    if (isLocked(error)) void client.invalidateQueries({ queryKey: FEATURES_KEY });
  };
}

/** POST /api/user/editorial-setup/unlock {password}; then the features are read again. */
export function useUnlockSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => (await postJson<EditorialUnlockResponse>(`${SETUP}/unlock`, { password })).unlocked_until,
    onSuccess: () => client.invalidateQueries({ queryKey: FEATURES_KEY }),
  });
}

/** POST /api/user/editorial-setup: a new feature, or a change of body.id. */
export function useSaveFeature() {
  const client = useQueryClient();
  const relock = useRelockOnRefusal();
  return useMutation({
    mutationFn: async (body: EditorialFeatureBody): Promise<EditorialFeatureDto> => (await postJson<EditorialFeatureResponse>(SETUP, body)).feature,
    onSuccess: () => client.invalidateQueries({ queryKey: FEATURES_KEY }),
    onError: relock,
  });
}

/** POST /api/user/editorial-setup/{id}/end. */
export function useEndFeature() {
  const client = useQueryClient();
  const relock = useRelockOnRefusal();
  return useMutation({
    mutationFn: async (id: number): Promise<EditorialFeatureDto> => (await postJson<EditorialFeatureResponse>(`${SETUP}/${id}/end`, {})).feature,
    onSuccess: () => client.invalidateQueries({ queryKey: FEATURES_KEY }),
    onError: relock,
  });
}

/** POST /api/user/editorial-setup/image: the file with the crop box chosen; the server cuts and stores the 300x250 card image. */
export function useUploadFeatureImage() {
  const relock = useRelockOnRefusal();
  return useMutation({
    mutationFn: async ({ file, crop }: { file: File; crop: CropBox }) => {
      const form = new FormData();
      form.set('crop_x', String(crop.x));
      form.set('crop_y', String(crop.y));
      form.set('crop_width', String(crop.width));
      form.set('crop_height', String(crop.height));
      form.set('image', file);
      return (await postMultipart<EditorialImageResponse>(`${SETUP}/image`, form)).src;
    },
    onError: relock,
  });
}
