import { Link } from 'react-router';
import { StatusMessage } from '../../../components/status-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePayments } from '../api/payments';
import { formatCents, formatDay, providerLabel, receiptPath, receiptStatusLabel, signedAmountCents } from '../lib/format';
import { ListState } from './list-state';
import { AdvertisingPage, PitchLink } from './advertising-page';
import styles from './dashboard.module.css';
import receiptStyles from './receipts.module.css';

/** /product-pitch/receipts/: the signed-in user's payments and refunds (refunds as negative lines), newest first. */
export function ReceiptsPage({ userId }: { userId: number }) {
  useDocumentTitle('Receipts');
  const payments = usePayments(userId);
  return (
    <AdvertisingPage
      title="Receipts"
      intro="Every payment for your campaigns and boosts, and any refund. Open one to print it."
      actions={
        <Link className="button button--ghost" to="/product-pitch/dashboard/">
          Your campaigns
        </Link>
      }
    >
      <ListState
        query={payments}
        loadingLabel="Loading your receipts"
        failedTitle="Your receipts could not be loaded"
        empty={
          <StatusMessage title="No payments yet" action={<PitchLink />}>
            Once you pay for a campaign or a boost, its receipt is kept here.
          </StatusMessage>
        }
      >
        {(list) => (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-receipts="">
              <caption className="visually-hidden">Your payments and refunds, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Receipt</th>
                  <th scope="col">Date</th>
                  <th scope="col">Description</th>
                  <th scope="col">Paid with</th>
                  <th scope="col">Status</th>
                  <th scope="col" className={styles.num}>
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((receipt) => {
                  const amount = signedAmountCents(receipt);
                  return (
                    <tr key={receipt.id} data-receipt-id={receipt.id} data-kind={receipt.kind}>
                      <th scope="row">
                        <Link to={receiptPath(receipt.id)}>{receipt.number}</Link>
                      </th>
                      <td>{formatDay(receipt.created_at)}</td>
                      <td className={styles.wrap}>
                        {receipt.kind === 'refund' && <span className={receiptStyles.refundTag}>Refund</span>} {receipt.description}
                      </td>
                      <td>{providerLabel(receipt.provider)}</td>
                      <td>
                        <span className={receiptStyles.status} data-payment-status={receipt.status}>
                          {receiptStatusLabel(receipt.status)}
                        </span>
                      </td>
                      <td className={`${styles.num} ${amount < 0 ? receiptStyles.negative : ''}`} data-amount="">
                        {formatCents(amount, receipt.currency)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
    </AdvertisingPage>
  );
}
