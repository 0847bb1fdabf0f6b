import { postJson, type ApiMeta } from '../../../lib/api-client';

/** POST /api/user/delete: the password typed again; the server ends every session of the account with it. */
export async function deleteAccount(password: string, signal?: AbortSignal): Promise<string | undefined> {
  return (await postJson<{ meta: ApiMeta }>('/api/user/delete', { password }, signal)).meta.message;
}
