import type {
  AdminCreativeEditResponse,
  AdminCreativesPageResponse,
  ConvertedBoostDto,
  ConvertToBoostResponse,
  CreativeDto,
  CreativeGifDto,
  CropImageDto,
  DataResponse,
  SourceImageDto,
} from '@emberhold/contracts';
import { keepPreviousData, useQueryClient, useQuery } from '@tanstack/react-query';
import type { CropBox } from '../../../components/image-cropper/crop-box';
import { getJson, postJson, postMultipart } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { cropEdges } from './creative-images';
import { STAFF_AUDIT_QUERY_KEY } from '../../../components/audit-trail/use-staff-audit';

export const ADMIN_CREATIVES_QUERY_KEY = ['admin-creatives'] as const;

/** GET /api/user/admin-creatives/{page} (admins): every creative, newest first. */
export function useAdminCreatives(page: number) {
  return useQuery({
    queryKey: [...ADMIN_CREATIVES_QUERY_KEY, page] as const,
    queryFn: ({ signal }) => getJson<AdminCreativesPageResponse>(`/api/user/admin-creatives/${page}`, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export interface AdminCreativeEdit {
  id: number;
  title: string;
  content: string;
  price: string;
  link: string;
  /** The media of the creative's type, with upload_type (lib/creative-fields mediaFields). */
  upload_type?: string;
  image?: string;
  gif?: string;
  embed?: string;
}

/** After a staff action: the list and the history show it. */
function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ADMIN_CREATIVES_QUERY_KEY }), client.invalidateQueries({ queryKey: STAFF_AUDIT_QUERY_KEY })]);
}

/** POST /api/user/admin-creative/{id}: staff edit a creative; the server applies the editor's rules. */
export function useEditCreative() {
  const refresh = useRefresh();
  return useSubmitMutation({
    mutationFn: async ({ id, ...fields }: AdminCreativeEdit): Promise<CreativeDto> => (await postJson<AdminCreativeEditResponse>(`/api/user/admin-creative/${id}`, fields)).creative,
    onSuccess: () => refresh(),
  });
}

/** POST /api/user/admin-convert-to-boost {ad_id, post_id, date}: a paid creative becomes a paid boost of a post. */
export function useConvertToBoost() {
  const refresh = useRefresh();
  return useSubmitMutation({
    mutationFn: async (body: { ad_id: number; post_id: string; date: string }): Promise<ConvertedBoostDto> =>
      (await postJson<ConvertToBoostResponse>('/api/user/admin-convert-to-boost', body)).boost,
    onSuccess: () => refresh(),
  });
}

/** POST /api/user/admin-creative/{id}/source-image (multipart `image`): the source of a new image, re-encoded. */
export function useUploadAdminSource() {
  return useSubmitMutation({
    mutationFn: async ({ id, file }: { id: number; file: File }): Promise<SourceImageDto> => {
      const form = new FormData();
      form.append('image', file);
      return (await postMultipart<DataResponse<SourceImageDto>>(`/api/user/admin-creative/${id}/source-image`, form)).data;
    },
  });
}

/** POST /api/user/admin-creative/{id}/crop-image: the 300x250 image of the crop. */
export function useCropAdminSource() {
  return useSubmitMutation({
    mutationFn: async ({ id, sourceImage, box }: { id: number; sourceImage: string; box: CropBox }): Promise<CropImageDto> =>
      (await postJson<DataResponse<CropImageDto>>(`/api/user/admin-creative/${id}/crop-image`, { source_image: sourceImage, ...cropEdges(box) })).data,
  });
}

/** POST /api/user/admin-creative/{id}/gif (multipart `gif`): a GIF for the ad, re-encoded with its frames. */
export async function uploadAdminCreativeGif(id: number, file: File): Promise<CreativeGifDto> {
  const form = new FormData();
  form.append('gif', file);
  return (await postMultipart<DataResponse<CreativeGifDto>>(`/api/user/admin-creative/${id}/gif`, form)).data;
}
