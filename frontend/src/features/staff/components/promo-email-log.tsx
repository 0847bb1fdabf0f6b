import type { PromoEmailDelivery, PromoEmailDto } from '@emberhold/contracts';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { Pager } from '../../../components/pager';
import { serverWords } from '../../../lib/api-client';
import { formatDayTime } from '../../../lib/figures';
import { usePromoEmails } from '../api/promo-emails';
import styles from './promo-email-page.module.css';

export const promoEmailPagePath = (page: number) => (page > 1 ? `/admin/promo-email/?page=${page}` : '/admin/promo-email/');

const DELIVERY_LABEL: Record<PromoEmailDelivery, string> = { queued: 'Queued', sent: 'Sent', suppressed: 'Not sent: unsubscribed' };

/** The promo emails sent, newest first, a page at a time: subject, recipient, sender, when, and what became of the mail. */
export function PromoEmailLog({ page }: { page: number }) {
  const log = usePromoEmails(page);
  const data = log.data;
  return (
    <section className={styles.log} aria-labelledby="promo-email-log-heading">
      <h2 id="promo-email-log-heading" className={styles.sectionHeading}>
        Sent emails
      </h2>
      {log.isPending ? (
        <div className={styles.loading} aria-busy="true" aria-label="Loading the sent emails" />
      ) : !data ? (
        <LoadFailed title="The sent emails could not be loaded" retry={log.refetch}>
          {serverWords(log.error, TRY_AGAIN_SOON)}
        </LoadFailed>
      ) : data.promo_emails.length === 0 ? (
        <p className={styles.muted}>{page > 1 ? 'There are no sent emails on this page.' : 'No promo emails have been sent yet.'}</p>
      ) : (
        <>
          <div className={styles.tableScroll}>
            <table className={styles.table} aria-label={`Sent emails, page ${page}`}>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">To</th>
                  <th scope="col">Sent by</th>
                  <th scope="col">When</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {data.promo_emails.map((row) => (
                  <LogRow key={row.id} row={row} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} hasNext={data.has_more} href={promoEmailPagePath} />
        </>
      )}
    </section>
  );
}

function LogRow({ row }: { row: PromoEmailDto }) {
  return (
    <tr data-promo-email={row.id}>
      <td>{row.subject_line}</td>
      <td>
        {row.email}
        {row.user && <span className={styles.muted}> ({row.user.username})</span>}
      </td>
      <td>{row.sent_by ? row.sent_by.username : 'A deleted account'}</td>
      <td>
        <time dateTime={row.created_at}>{formatDayTime(row.created_at)}</time>
      </td>
      <td data-delivery={row.delivery}>{DELIVERY_LABEL[row.delivery]}</td>
    </tr>
  );
}
