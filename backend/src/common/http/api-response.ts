/** The spec's response envelope (section 7): meta.status is success or error, meta.error carries the message. */
export interface Meta {
  status: 'success' | 'error';
  error?: string;
  message?: string;
  count?: number;
  [key: string]: unknown;
}

export function success<T extends object>(body: T, meta: Omit<Meta, 'status'> = {}): T & { meta: Meta } {
  return { meta: { status: 'success', ...meta }, ...body };
}

export function failure(error: string, extra: Record<string, unknown> = {}): { meta: Meta } & Record<string, unknown> {
  return { meta: { status: 'error', error }, ...extra };
}
