import { Link } from 'react-router';
import { StatusMessage } from './status-message';
import { useDocumentTitle } from '../lib/use-document-title';

/** Spec sections 6 and 8: an admin page opened by anyone without the access flag. */
export function AccessDenied() {
  useDocumentTitle('Access denied');
  return (
    <div className="page-container">
      <StatusMessage
        tone="error"
        title="Access denied"
        action={
          <Link className="button button--ghost" to="/">
            Back to the gifts
          </Link>
        }
      >
        You do not have access to view this page.
      </StatusMessage>
    </div>
  );
}
