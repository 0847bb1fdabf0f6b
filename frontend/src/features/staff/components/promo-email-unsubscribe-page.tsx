import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { StatusMessage } from '../../../components/status-message';
import { ApiError, serverWords } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { unsubscribe, unsubscribeQuery } from '../api/promo-emails';
import styles from './promo-email-page.module.css';

const LINK_NOT_VALID = 'This unsubscribe link is not valid.';

/**
 * /unsubscribe/?token=… (anyone, no login): the page a promotional email's unsubscribe link opens. Opening it changes
 * nothing (mail scanners open links); it names the address, and its button unsubscribes it.
 */
export function PromoEmailUnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <div className="page-container">
      <div className={styles.unsubscribe}>{token ? <Unsubscribe token={token} /> : <NotValid />}</div>
    </div>
  );
}

function NotValid({ message = LINK_NOT_VALID }: { message?: string }) {
  return (
    <StatusMessage tone="error" title="Unsubscribe">
      {message} Please use the link in the email you received.
    </StatusMessage>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const link = useQuery(unsubscribeQuery(token));
  const done = useSubmitMutation({ mutationFn: () => unsubscribe(token) });
  if (link.isPending) return <div className={styles.loading} aria-busy="true" aria-label="Reading the unsubscribe link" />;
  if (link.isError) {
    if (link.error instanceof ApiError && link.error.status === 400) return <NotValid message={serverWords(link.error, LINK_NOT_VALID)} />;
    return (
      <LoadFailed title="This link could not be read" retry={link.refetch}>
        {serverWords(link.error, TRY_AGAIN_SOON)}
      </LoadFailed>
    );
  }
  const { email } = link.data;
  if (link.data.unsubscribed || done.isSuccess) {
    return (
      <StatusMessage title="You are unsubscribed">
        <strong>{email}</strong> will get no more promotional emails from Emberhold Gifts.
      </StatusMessage>
    );
  }
  return (
    <StatusMessage
      title="Unsubscribe from promotional emails"
      action={
        <button type="button" className="button" disabled={done.isPending} onClick={() => done.mutate()}>
          {done.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
        </button>
      }
    >
      Stop sending promotional emails from Emberhold Gifts to <strong>{email}</strong>?
      {done.isError && (
        <span className="form-error" role="alert">
          {' '}
          {serverWords(done.error, 'You could not be unsubscribed just now. Please try again.')}
        </span>
      )}
    </StatusMessage>
  );
}
