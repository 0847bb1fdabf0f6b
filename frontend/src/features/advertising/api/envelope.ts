import type { ApiMeta } from '../../../lib/api-client';

/** An advertising answer: `{ meta, data }` (packages/contracts advertising-api). */
export interface Enveloped<T> {
  meta: ApiMeta;
  data: T;
}
