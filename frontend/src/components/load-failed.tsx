import type { ReactNode } from 'react';
import { ApiError, CHECK_AND_TRY_AGAIN } from '../lib/api-client';
import { StatusMessage } from './status-message';

/** The title a page gives a failed read when it has no words of its own for it. */
export const LOAD_FAILED_TITLE = 'The forge fire went out';
/** What a failed read says when the server gave no words of its own. */
export const TRY_AGAIN_SOON = 'Please try again in a moment.';

/**
 * What a failed read tells a visitor: the server's own words when it sent them (spec section 8), else plain words for
 * what happened and what to do. Never a browser's or a library's text ("Failed to fetch", a status code).
 */
export function failureWords(error: unknown): string {
  return error instanceof ApiError ? error.message : CHECK_AND_TRY_AGAIN;
}

interface LoadFailedProps {
  title?: string;
  /** What went wrong, under the title (the server's words, or the page's own). */
  children?: ReactNode;
  /** The failure: its words (failureWords) follow the children. */
  error?: unknown;
  /** Offered as "Try again" (asks again); without it the message stands alone. */
  retry?: () => unknown;
  /** A page of its own (in the page frame) rather than a part of one. */
  page?: boolean;
}

/** A read that failed: what went wrong and, where asking again can help, a way to do so. */
export function LoadFailed({ title = LOAD_FAILED_TITLE, children, error, retry, page = false }: LoadFailedProps) {
  const message = (
    <StatusMessage
      tone="error"
      title={title}
      action={
        retry && (
          <button type="button" className="button" onClick={() => void retry()}>
            Try again
          </button>
        )
      }
    >
      {children}
      {error !== undefined && (
        <>
          {children !== undefined && ' '}
          {failureWords(error)}
        </>
      )}
    </StatusMessage>
  );
  return page ? <div className="page-container">{message}</div> : message;
}
