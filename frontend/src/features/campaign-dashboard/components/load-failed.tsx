import { StatusMessage } from '../../../components/status-message';
import { ApiError } from '../../../lib/api-client';

/** A page's data could not be read: the server's own words when it sent them, and a way to try again. */
export function LoadFailed({ title, error, retry }: { title: string; error: Error; retry: () => unknown }) {
  const detail = error instanceof ApiError && error.serverError ? error.serverError : 'Please try again in a moment.';
  return (
    <StatusMessage
      title={title}
      tone="error"
      action={
        <button type="button" className="button" onClick={() => void retry()}>
          Try again
        </button>
      }
    >
      {detail}
    </StatusMessage>
  );
}

/** The admin calls answer 403 to anyone without the access flag (it may have been taken away since the page opened). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
