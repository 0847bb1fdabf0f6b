import type { AffiliateBalanceDto, AffiliatePaymentDto } from '@emberhold/contracts';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/figures';
import { affiliateReportHref, formatMoney } from '../lib/affiliate-figures';
import styles from './affiliates.module.css';

interface PaymentsTableProps {
  payments: AffiliatePaymentDto[];
  /** Admins: each tag links to its report, and a payment that counts can be voided. */
  onVoid?: (payment: AffiliatePaymentDto) => void;
  linkTags?: boolean;
}

/** Payouts, newest first as the server lists them; a voided one stays, struck through, with who voided it and why. */
export function PaymentsTable({ payments, onVoid, linkTags = false }: PaymentsTableProps) {
  if (payments.length === 0) return <p className={styles.muted}>No payments yet.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className="data-table" data-affiliate-payments>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Affiliate</th>
            <th scope="col">Tag</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            {onVoid && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className={payment.voided_at ? styles.voided : undefined} data-affiliate-payment={payment.id}>
              <td>
                <time dateTime={payment.created_at}>{formatDay(payment.created_at)}</time>
              </td>
              <td>{payment.user.username}</td>
              <td>{linkTags ? <Link to={affiliateReportHref(payment.ref)}>{payment.ref}</Link> : payment.ref}</td>
              <td>
                {payment.voided_at ? (
                  <del className={styles.struck}>{formatMoney(payment.amount, payment.currency)}</del>
                ) : (
                  formatMoney(payment.amount, payment.currency)
                )}
              </td>
              <td>
                {payment.voided_at ? (
                  <span data-payment-voided>
                    Voided {formatDay(payment.voided_at)}
                    {payment.voided_by ? ` by ${payment.voided_by.username}` : ''}
                    {payment.void_reason ? `: ${payment.void_reason}` : ''}
                  </span>
                ) : (
                  'Paid'
                )}
              </td>
              {onVoid && (
                <td>
                  {!payment.voided_at && (
                    <button type="button" className="link-button link-button--underlined" onClick={() => onVoid(payment)}>
                      Void<span className="visually-hidden"> the payment of {formatMoney(payment.amount, payment.currency)} to {payment.user.username}</span>
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What was earned, paid (voided payments do not count) and is still owed, per currency. */
export function Balances({ balances }: { balances: AffiliateBalanceDto[] }) {
  if (balances.length === 0) return <p className={styles.muted}>Nothing earned yet.</p>;
  return (
    <ul className={styles.balances} role="list" data-affiliate-balances>
      {balances.map((balance) => (
        <li key={balance.currency} className={styles.balance} data-affiliate-balance={balance.currency}>
          <strong>{balance.currency}</strong>
          <dl>
            <dt>Earned</dt>
            <dd data-balance-earned>{formatMoney(balance.earned, balance.currency)}</dd>
            <dt>Paid</dt>
            <dd data-balance-paid>{formatMoney(balance.paid, balance.currency)}</dd>
            <dt className={styles.owed}>Owed</dt>
            <dd className={styles.owed} data-balance-owed>
              {formatMoney(balance.owed, balance.currency)}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
