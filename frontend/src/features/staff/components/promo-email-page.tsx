import { useSearchParams } from 'react-router';
import { NotFoundMessage } from '../../../components/not-found-message';
import { parsePageNumber } from '../../../lib/page-window';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PromoEmailForm } from './promo-email-form';
import { PromoEmailLog } from './promo-email-log';
import styles from './promo-email-page.module.css';

/** /admin/promo-email/ (admins): write, preview and send a promo email; below, the emails sent (?page=N). */
export function PromoEmailPage() {
  useDocumentTitle('Promo emails');
  const page = parsePageNumber(useSearchParams()[0].get('page'));
  if (page === null) return <NotFoundMessage />;
  return (
    <div className="page-container">
      <div className={styles.page}>
        <header>
          <p className="page-eyebrow">Emberhold Gifts · Staff</p>
          <h1 className="page-heading">Promo emails</h1>
          <p className="page-intro">Write a promotional email to a user or an address, preview it, and send it. Every email carries an unsubscribe link.</p>
        </header>
        <PromoEmailForm />
        <PromoEmailLog page={page} />
      </div>
    </div>
  );
}
