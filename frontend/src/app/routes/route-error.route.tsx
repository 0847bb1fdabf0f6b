import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { StatusMessage } from '../../components/status-message';

/**
 * What a visitor reads when a page could not be shown: plain words and what to do, never the error's own text (a
 * stack's "Cannot read properties of undefined", a status code). A page's code that could not be downloaded (a new
 * release, a dropped connection) is a failed load: reloading fetches it again.
 */
export function routeErrorWords(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 404) return 'This page could not be found. It may have moved, or it never existed.';
  if (error instanceof Error && /dynamically imported module|importing a module script|Loading chunk|Load failed|Failed to fetch/i.test(error.message)) {
    return 'We could not load this page. Check your connection and reload the page.';
  }
  return 'This page could not be shown. Reload the page to try again, or head back to the gifts.';
}

/** Last line of defence for render errors, so a broken component never leaves a blank page. */
export function RouteErrorRoute() {
  const error = useRouteError();
  return (
    <div className="page-container">
      <StatusMessage
        tone="error"
        title="Something went wrong"
        action={
          <>
            <button type="button" className="button" onClick={() => window.location.reload()}>
              Reload the page
            </button>{' '}
            <Link className="button" to="/" reloadDocument>
              Back to the gifts
            </Link>
          </>
        }
      >
        {routeErrorWords(error)}
      </StatusMessage>
    </div>
  );
}
