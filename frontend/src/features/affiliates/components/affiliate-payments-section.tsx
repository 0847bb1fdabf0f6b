import { affiliateCurrencies, type AffiliateCurrency, type AffiliatePaymentDto } from '@emberhold/contracts';
import { useId, useState, type FormEvent } from 'react';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { ReasonDialog } from '../../../components/reason-dialog';
import { serverWords } from '../../../lib/api-client';
import { Field } from '../../../components/form-field';
import { useRecordPayment, useVoidPayment } from '../api/affiliate-admin';
import { useAffiliateReport } from '../api/affiliate-report';
import { formatMoney } from '../lib/affiliate-figures';
import { doneWords, fieldRefusal, fieldRefused, refusalWords } from '../lib/form-outcome';
import { PaymentsTable } from './affiliate-payments';
import styles from './affiliates.module.css';

const USER_ID_INVALID = 'Please enter the affiliate’s user id (a number).';

/** Records a payout to an affiliate for one of their tags, in the tag's program currency. */
export function RecordPaymentForm() {
  const id = useId();
  const [userId, setUserId] = useState('');
  const [ref, setRef] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<AffiliateCurrency | ''>('');
  const [badUser, setBadUser] = useState(false);
  const record = useRecordPayment();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const user = userId.trim();
    if (!/^\d{1,10}$/.test(user) || Number(user) === 0) {
      setBadUser(true);
      return;
    }
    setBadUser(false);
    record.mutate(
      { user_id: Number(user), ref: ref.trim(), amount: amount.trim(), ...(currency ? { currency } : {}) },
      {
        onSuccess: () => {
          setAmount('');
        },
      },
    );
  };
  const sent = record.variables;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-affiliate-payment-form>
      <Field id={`${id}-user`} label="User id" error={badUser ? USER_ID_INVALID : fieldRefusal(record.error, 'user_id')} errorName="user_id" invalid={badUser || fieldRefused(record.error, 'user_id')} errorId={`${id}-alert`}>
        {(control) => <input {...control} name="user_id" inputMode="numeric" className="form-input" value={userId} onChange={(event) => {
              setUserId(event.target.value);
              setBadUser(false);
            }} autoComplete="off" />}
      </Field>
      <Field id={`${id}-ref`} label="Tag" error={fieldRefusal(record.error, 'ref')} invalid={fieldRefused(record.error, 'ref')} errorId={`${id}-alert`}>
        {(control) => <input {...control} name="ref" className="form-input" value={ref} onChange={(event) => setRef(event.target.value)} autoComplete="off" />}
      </Field>
      <Field id={`${id}-amount`} label="Amount" error={fieldRefusal(record.error, 'amount')} invalid={fieldRefused(record.error, 'amount')} errorId={`${id}-alert`}>
        {(control) => <input {...control} name="amount" inputMode="decimal" className="form-input" value={amount} onChange={(event) => setAmount(event.target.value)} autoComplete="off" placeholder="120.00" />}
      </Field>
      <Field id={`${id}-currency`} label="Currency" error={fieldRefusal(record.error, 'currency')} invalid={fieldRefused(record.error, 'currency')} errorId={`${id}-alert`}>
        {(control) => (
          <select {...control} name="currency" className="form-input" value={currency} onChange={(event) => setCurrency(event.target.value as AffiliateCurrency | '')}>
            <option value="">The tag’s currency</option>
            {affiliateCurrencies.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.formActions}>
        <button type="submit" className="button form-sending" disabled={record.isPending}>
          {record.isPending ? 'Recording…' : 'Record payment'}
        </button>
      </div>
      {record.isError && (
        <p id={`${id}-alert`} className="form-alert" role="alert" data-affiliate-payment-error style={{ gridColumn: '1 / -1' }}>
          {refusalWords(record.error, 'The payment could not be recorded. Please try again in a moment.')}
        </p>
      )}
      {record.isSuccess && sent && (
        <p className="form-done" role="status" style={{ gridColumn: '1 / -1' }}>
          {doneWords(
            record.data,
            record.data?.payment
              ? `Recorded ${formatMoney(record.data.payment.amount, record.data.payment.currency)} paid to ${record.data.payment.user.username} for ${record.data.payment.ref}.`
              : `The payment of ${sent.amount} for ${sent.ref} is recorded.`,
          )}
        </p>
      )}
    </form>
  );
}

/** Every payment (the admin's view of the report has them all); one that counts can be voided with a reason. */
export function PaymentsList() {
  const report = useAffiliateReport(null);
  const voidPayment = useVoidPayment();
  const [voiding, setVoiding] = useState<AffiliatePaymentDto | null>(null);
  if (report.isPending) return <div className={styles.loading} aria-busy="true" aria-label="Loading the payments" />;
  if (!report.data)
    return (
      <LoadFailed title="The payments could not be loaded" retry={report.refetch}>
        {serverWords(report.error, TRY_AGAIN_SOON)}
      </LoadFailed>
    );
  return (
    <>
      <PaymentsTable
        payments={report.data.payments}
        linkTags
        onVoid={(payment) => {
          voidPayment.reset();
          setVoiding(payment);
        }}
      />
      {voiding && (
        <ReasonDialog
          title="Void this payment"
          eyebrow="Affiliate payments"
          intro={`${formatMoney(voiding.amount, voiding.currency)} to ${voiding.user.username} for ${voiding.ref}. It stays listed, struck through, and no longer counts as paid.`}
          layerData={{ 'data-void-payment-dialog': '' }}
          action={['Void payment', 'Voiding…']}
          requiredMessage="Please give the reason for voiding this payment."
          maxLength={500}
          placeholder="Sent twice, wrong amount…"
          fallbackError="The payment could not be voided. Please try again in a moment."
          danger
          sending={voidPayment.isPending}
          onSubmit={(reason, refused) =>
            voidPayment.mutate(
              { id: voiding.id, reason },
              {
                onSuccess: () => setVoiding(null),
                onError: refused,
              },
            )
          }
          onClose={() => setVoiding(null)}
        />
      )}
    </>
  );
}
