import type { Meta, SuccessMeta } from '@emberhold/contracts';

/** The spec's response envelope (section 7), declared once in contracts for the API and the site. */
export function success<T extends object>(body: T, meta: Omit<Meta, 'status'> = {}): T & { meta: SuccessMeta } {
  return { meta: { status: 'success', ...meta }, ...body };
}

export function failure(error: string, extra: Record<string, unknown> = {}): { meta: Meta } & Record<string, unknown> {
  return { meta: { status: 'error', error }, ...extra };
}
