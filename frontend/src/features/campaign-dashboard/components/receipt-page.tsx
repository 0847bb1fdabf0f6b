import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { NotFoundMessage } from '../../../components/not-found-message';
import { ApiError, serverWords } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePayment } from '../api/payments';
import { formatCents, formatDay, formatDayTime, providerLabel, receiptPath, receiptStatusLabel, signedAmountCents } from '../lib/format';
import { parsePageNumber } from '../../../lib/page-window';
import styles from './receipts.module.css';

interface ReceiptPageProps {
  userId: number;
  /** Who paid, as the receipt names them. */
  username: string;
  email: string;
}

/** /product-pitch/receipts/{id}: one payment or refund as a receipt, with a Print button and a print stylesheet. */
export function ReceiptPage(props: ReceiptPageProps) {
  const { id } = useParams();
  const receiptId = id === undefined ? null : parsePageNumber(id);
  return receiptId === null ? <NotFoundMessage /> : <Receipt {...props} receiptId={receiptId} />;
}

function Receipt({ userId, username, email, receiptId }: ReceiptPageProps & { receiptId: number }) {
  const payment = usePayment(userId, receiptId);
  const receipt = payment.data;
  useDocumentTitle(receipt ? `Receipt ${receipt.number}` : 'Receipt');

  if (payment.isError) {
    if (payment.error instanceof ApiError && payment.error.code === 'not_found') return <NotFoundMessage homeHref="/product-pitch/receipts/" />;
    return (
      <LoadFailed page title="This receipt could not be loaded" retry={payment.refetch}>
        {serverWords(payment.error, TRY_AGAIN_SOON)}
      </LoadFailed>
    );
  }
  if (!receipt) return <div className="page-container" style={{ minHeight: '70vh' }} aria-busy="true" />;

  const amount = signedAmountCents(receipt);
  const refund = receipt.kind === 'refund';
  const lines: Array<[string, ReactNode]> = [
    ['Receipt number', receipt.number],
    ['Date', <time dateTime={receipt.created_at}>{formatDayTime(receipt.created_at)}</time>],
    ['Billed to', `${username} (${email})`],
    ['Paid with', providerLabel(receipt.provider)],
    ['Reference', <span className={styles.reference}>{receipt.provider_ref}</span>],
    ['Status', receiptStatusLabel(receipt.status)],
  ];
  if (receipt.campaign_id !== null) lines.push(['Campaign', `#${receipt.campaign_id}`]);
  if (receipt.boost) lines.push(['Boost', `${receipt.boost.post_slug} on ${formatDay(`${receipt.boost.date}T12:00:00Z`)}`]);
  if (receipt.refund_of !== null) lines.push(['Refund of', <Link to={receiptPath(receipt.refund_of)}>receipt #{receipt.refund_of}</Link>]);

  return (
    <div className="page-container">
      <div className={styles.page}>
        <div className={styles.toolbar} data-print-hidden="">
          <Link to="/product-pitch/receipts/" className={styles.back}>
            ← All receipts
          </Link>
          <button type="button" className="button" onClick={() => window.print()}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
              <path d="M4 6V1.5h8V6M4 12H2.5A1 1 0 0 1 1.5 11V7a1 1 0 0 1 1-1h11a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H12M4 9.5h8v5H4z" />
            </svg>
            Print
          </button>
        </div>
        <article className={styles.receipt} data-receipt={receipt.number} aria-labelledby="receipt-heading">
          <header className={styles.receiptHead}>
            <div>
              <p className={styles.brand}>Emberhold Gifts</p>
              <p className={styles.brandNote}>Self-serve advertising</p>
            </div>
            <div className={styles.receiptTitleBox}>
              <h1 id="receipt-heading" className={styles.receiptTitle}>
                {refund ? 'Refund receipt' : 'Receipt'}
              </h1>
              <p className={styles.receiptNumber}>{receipt.number}</p>
            </div>
          </header>
          <dl className={styles.lines}>
            {lines.map(([label, value]) => (
              <div key={label} className={styles.line}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <table className={styles.items}>
            <caption className="visually-hidden">What was paid for</caption>
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col" className={styles.amountCell}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{receipt.description}</td>
                <td className={`${styles.amountCell} ${refund ? styles.negative : ''}`}>{formatCents(amount, receipt.currency)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{refund ? 'Refunded' : 'Total'}</th>
                <td className={`${styles.amountCell} ${styles.total} ${refund ? styles.negative : ''}`} data-receipt-total="">
                  {formatCents(amount, receipt.currency)}
                </td>
              </tr>
            </tfoot>
          </table>
          <p className={styles.footnote}>Amounts in {receipt.currency.toUpperCase()}. Thank you for advertising with Emberhold Gifts.</p>
        </article>
      </div>
    </div>
  );
}
