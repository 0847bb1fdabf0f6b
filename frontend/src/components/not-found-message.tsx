import { Link } from 'react-router';
import { StatusMessage } from './status-message';

export function NotFoundMessage({ homeHref = '/' }: { homeHref?: string }) {
  return (
    <div className="page-container">
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
