import { affiliateMessages, type AffiliateMonthDto, type AffiliateReportResponse, type AffiliateTagReportDto } from '@emberhold/contracts';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { AccessDenied } from '../../../components/access-denied';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { StatusMessage } from '../../../components/status-message';
import { ApiError, serverWords } from '../../../lib/api-client';
import { formatCount } from '../../../lib/figures';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAffiliateReport } from '../api/affiliate-report';
import { affiliateCsvHref, formatConversion, formatEarningsPerClick, formatMoney, monthLabel, programLabel } from '../lib/affiliate-figures';
import { Balances, PaymentsTable } from './affiliate-payments';
import { CommissionChart } from './commission-chart';
import styles from './affiliates.module.css';

/**
 * /aff/ and /aff/?tag= (signed in): an affiliate's earnings by tag and month (spec sections 2 and 3), with the commission
 * chart, the CSV export, the payments and the balance still owed. An affiliate sees their own tags, an admin any.
 */
export function AffiliateReportPage() {
  useDocumentTitle('Affiliate earnings');
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') || null;
  const report = useAffiliateReport(tag);
  const chooseTag = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('tag', value);
      else next.delete('tag');
      return next;
    });

  // Spec sections 6 and 8: whatever the server refuses (no tags, another's tag) is "Access denied".
  if (report.isError && report.error instanceof ApiError && report.error.status !== undefined) return <AccessDenied />;
  const data = report.data;
  return (
    <div className="page-container">
      <div className={styles.page}>
        <header>
          <p className="page-eyebrow">Emberhold Gifts · Affiliates</p>
          <h1 className="page-heading">Affiliate earnings</h1>
          <p className="page-intro">What your tags earned at the retailer each month, what has been paid, and what is still owed.</p>
        </header>
        {report.isPending ? (
          <div className={styles.loading} aria-busy="true" aria-label="Loading the affiliate report" />
        ) : !data ? (
          <LoadFailed title="The affiliate report could not be loaded" retry={report.refetch}>
            {serverWords(report.error, TRY_AGAIN_SOON)}
          </LoadFailed>
        ) : (
          <div aria-busy={report.isPlaceholderData}>
            <TagPicker report={data} tag={tag} onChoose={chooseTag} />
            <div className={styles.stack}>
              {data.updating && <UpdatingNotice />}
              <AffiliateReport report={data} />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

function TagPicker({ report, tag, onChoose }: { report: AffiliateReportResponse; tag: string | null; onChoose: (tag: string) => void }) {
  const id = useId();
  const tags = tag && !report.tags.includes(tag) ? [tag, ...report.tags] : report.tags;
  return (
    <div className={styles.controls}>
      <label htmlFor={id}>Tag</label>
      <select id={id} className="form-input" value={tag ?? ''} onChange={(event) => onChoose(event.target.value)}>
        <option value="">{report.scope === 'admin' ? 'All tags' : 'All my tags'}</option>
        {tags.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}

function UpdatingNotice() {
  return (
    <p className={styles.updating} role="status" data-reports-updating>
      {affiliateMessages.updating}
    </p>
  );
}

function AffiliateReport({ report }: { report: AffiliateReportResponse }) {
  return (
    <>
      {report.reports.length === 0 ? (
        <section className={styles.section}>
          <StatusMessage title="No reports yet">No tag has any earnings reported yet.</StatusMessage>
        </section>
      ) : (
        report.reports.map((tagReport) => <TagReport key={tagReport.tag} report={tagReport} />)
      )}
      <section className={styles.section} aria-labelledby="affiliate-balance-heading">
        <h2 id="affiliate-balance-heading" className={styles.sectionHeading}>
          Balance
        </h2>
        <Balances balances={report.balances} />
      </section>
      <section className={styles.section} aria-labelledby="affiliate-payments-heading">
        <h2 id="affiliate-payments-heading" className={styles.sectionHeading}>
          Payments
        </h2>
        <PaymentsTable payments={report.payments} />
      </section>
    </>
  );
}

function TagReport({ report }: { report: AffiliateTagReportDto }) {
  const headingId = useId();
  const perRetailerClicks = report.months.some((month) => month.clicks_source === 'retailer' && month.conversion !== null);
  return (
    <section className={styles.section} aria-labelledby={headingId} data-affiliate-tag={report.tag}>
      <h2 id={headingId} className={styles.sectionHeading}>
        <span>{report.tag}</span>
        <span className={styles.sectionMeta}>
          {programLabel(report.program)} · {report.currency}
          {report.owner ? ` · ${report.owner.username}` : ''}
        </span>
      </h2>
      {report.updating && <UpdatingNotice />}
      {report.months.length === 0 ? (
        <p className={styles.muted} data-affiliate-empty>
          No earnings reported for this tag yet. They appear here once the retailer’s report for it is imported.
        </p>
      ) : (
        <>
          <CommissionChart report={report} />
          <h3 className={styles.subheading}>By month</h3>
          <div className={styles.tableWrap}>
            <table className={`data-table ${styles.figures}`} data-affiliate-months={report.tag}>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Ordered</th>
                  <th scope="col">Shipped</th>
                  <th scope="col">Returns</th>
                  <th scope="col">Sales</th>
                  <th scope="col">Commission</th>
                  <th scope="col">Our clicks</th>
                  <th scope="col">Conversion</th>
                  <th scope="col">Earnings per click</th>
                </tr>
              </thead>
              <tbody>
                {report.months.map((month) => (
                  <MonthRow key={month.year_month} month={month} currency={report.currency} label={monthLabel(month.year_month)} />
                ))}
              </tbody>
              <tfoot className={styles.totals}>
                <MonthRow month={report.totals} currency={report.currency} label="Total" />
              </tfoot>
            </table>
          </div>
          {perRetailerClicks && <p className={styles.muted}>* Per the clicks the retailer counted: the site’s own links counted none that month.</p>}
        </>
      )}
      <p>
        <a className="button button--ghost" href={affiliateCsvHref(report.tag)} download>
          Download CSV<span className="visually-hidden"> of {report.tag}</span>
        </a>
      </p>
    </section>
  );
}

function MonthRow({ month, currency, label }: { month: AffiliateMonthDto; currency: AffiliateTagReportDto['currency']; label: string }) {
  const mark = month.clicks_source === 'retailer' && month.conversion !== null ? '*' : '';
  return (
    <tr data-affiliate-month={month.year_month}>
      <th scope="row">{label}</th>
      <td>{formatCount(month.ordered_units)}</td>
      <td>{formatCount(month.shipped_units)}</td>
      <td>{formatCount(month.returned_units)}</td>
      <td>{formatMoney(month.sales_amount, currency)}</td>
      <td data-commission>{formatMoney(month.commission, currency)}</td>
      <td>{formatCount(month.clicks)}</td>
      <td>
        {formatConversion(month.conversion)}
        {mark}
      </td>
      <td>
        {formatEarningsPerClick(month.earnings_per_click, currency)}
        {mark}
      </td>
    </tr>
  );
}
