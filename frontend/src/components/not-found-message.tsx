import { Link } from 'react-router';
import { StatusMessage } from './status-message';

export function NotFoundMessage({ homeHref = '/' }: { homeHref?: string }) {
  return (
    // data-not-found: the browser tells from it that the server answered the address with this page (app/server-not-found).
    <div className="page-container" data-not-found="">
      <StatusMessage
        title="This path leads nowhere"
        action={
          <Link className="button" to={homeHref}>
            Back to the gifts
          </Link>
        }
      >
        The page you were looking for has been lost beyond the Ashen Wall. It may have moved, or it never existed.
      </StatusMessage>
    </div>
  );
}
