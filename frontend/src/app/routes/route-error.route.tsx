import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { StatusMessage } from '../../components/status-message';

/** Last line of defence for render errors, so a broken component never leaves a blank page. */
export function RouteErrorRoute() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <div className="page-container">
      <StatusMessage tone="error" title="Something went wrong" action={<Link className="button" to="/" reloadDocument>Back to the gifts</Link>}>
        {detail}
      </StatusMessage>
    </div>
  );
}
