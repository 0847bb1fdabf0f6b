import type {
  EmbedPreviewResponse,
  SaveUnlistedContentBody,
  UnlistedContentDto,
  UnlistedContentListResponse,
  UnlistedContentResponse,
  UnlistedImageDto,
  UnlistedImageResponse,
} from '@emberhold/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson, postMultipart, queryString } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import type { CropBox } from '../../../components/image-cropper/crop-box';

const BASE = '/api/user/unlisted-content';
const LIST_KEY = ['unlisted-content', 'list'] as const;
const pageKey = (id: string, campaign: string | undefined) => ['unlisted-content', 'page', id, campaign ?? ''] as const;

/** GET /api/user/unlisted-content/{id|new} (admins): one page, or an empty draft (for ?campaign= when it exists). */
export function useUnlistedContent(id: string, campaign: string | undefined) {
  return useQuery({
    queryKey: pageKey(id, id === 'new' ? campaign : undefined),
    queryFn: async ({ signal }) => (await getJson<UnlistedContentResponse>(`${BASE}/${encodeURIComponent(id)}${id === 'new' ? queryString({ campaign }) : ''}`, signal)).data,
  });
}

/** GET /api/user/unlisted-content/ (admins): the pages, most recently changed first. */
export function useUnlistedContentList() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: async ({ signal }) => (await getJson<UnlistedContentListResponse>(`${BASE}/`, signal)).data,
  });
}

/** POST /api/user/unlisted-content/create (admins): the page as saved; the list and the page's own read follow. */
export function useSaveUnlistedContent() {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: async (body: SaveUnlistedContentBody): Promise<UnlistedContentDto> => (await postJson<UnlistedContentResponse>(`${BASE}/create`, body)).data,
    onSuccess: (page) => {
      client.setQueryData(pageKey(String(page.id), undefined), page);
      void client.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

/** POST /api/user/unlisted-content/image (admins): the file and the crop box; answers the 640x534 image. */
export function useUploadUnlistedImage() {
  return useSubmitMutation({
    mutationFn: async ({ file, box }: { file: File; box: CropBox }): Promise<UnlistedImageDto> => {
      const form = new FormData();
      form.set('crop_left', String(box.x));
      form.set('crop_top', String(box.y));
      form.set('crop_right', String(box.x + box.width));
      form.set('crop_bottom', String(box.y + box.height));
      form.set('image', file);
      return (await postMultipart<UnlistedImageResponse>(`${BASE}/image`, form)).data;
    },
  });
}

/** POST /api/user/unlisted-content/embed-preview {embed} (admins): the embed code as the page would show it, or why not. */
export function useEmbedPreview(embed: string) {
  const code = embed.trim();
  return useQuery({
    queryKey: ['unlisted-content', 'embed-preview', code],
    queryFn: async ({ signal }) => (await postJson<EmbedPreviewResponse>(`${BASE}/embed-preview`, { embed: code }, signal)).data.html,
    enabled: code !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}
