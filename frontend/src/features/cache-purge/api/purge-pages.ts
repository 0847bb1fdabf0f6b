import type { CachePurgeResult, DataResponse } from '@emberhold/contracts';
import { postJson } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

/** POST /api/user/dev_purge/ {urls} (staff): the pages leave every cache of every API process; the answer says what went. */
export function usePurgePages() {
  return useSubmitMutation({
    mutationFn: async (urls: string[]) => (await postJson<DataResponse<CachePurgeResult>>('/api/user/dev_purge/', { urls })).data,
  });
}
