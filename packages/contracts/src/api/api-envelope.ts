/**
 * The spec's response envelope (section 7), shared by every JSON answer of the API: `meta.status` is success or error,
 * `meta.error` carries the message of a failure, `meta.message` the words a write's success shows, `meta.count` how
 * many items a list holds.
 */
export interface Meta {
  status: 'success' | 'error';
  error?: string;
  message?: string;
  count?: number;
  [key: string]: unknown;
}

/** The envelope of an answer that succeeded. */
export type SuccessMeta = Meta & { status: 'success' };

/** An answer with nothing but its envelope: the site reads meta.message (forgot password, log out, newsletter...). */
export interface MessageResponse {
  meta: Meta;
}

/** An answer that carries its result under `data` (`{ meta, data }`: the advertising, payment, boost and debug calls). */
export interface DataResponse<T> {
  meta: Meta;
  data: T;
}
