import { useId } from 'react';
import { useCampaignReport } from '../api/campaign-report';
import { bucketLabel } from '../lib/chart-scale';
import { reportFileName, reportPath, type ReportBy } from '../lib/format';
import { FigureCells, FigureHeadings } from './figure-cells';
import styles from './dashboard.module.css';

const TITLES: Record<ReportBy, string> = { day: 'By day', creative: 'By creative' };

/**
 * One breakdown of a campaign (GET campaign/{id}/report?by=day|creative) as a table with its totals, and the same rows
 * as a CSV file (the same address with format=csv).
 */
export function ReportTable({ campaignId, by }: { campaignId: number; by: ReportBy }) {
  const headingId = useId();
  const report = useCampaignReport(campaignId, by);
  const rows = report.data?.rows ?? [];
  return (
    <section className={styles.section} aria-labelledby={headingId} data-report={by}>
      <div className={styles.sectionHead}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {TITLES[by]}
        </h3>
        <a className={styles.download} href={reportPath(campaignId, by, { csv: true })} download={reportFileName(campaignId, by)} data-report-csv={by}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
            <path d="M8 2v8m-3.5-3.5L8 10l3.5-3.5M3 13.5h10" />
          </svg>
          Download CSV
          <span className="visually-hidden"> ({TITLES[by].toLowerCase()})</span>
        </a>
      </div>
      {report.isPending ? (
        <p className={styles.muted} aria-busy="true">
          Loading…
        </p>
      ) : report.isError ? (
        <p className="form-alert" role="alert">
          {report.error.message}
        </p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{`${TITLES[by]}: impressions, clicks, CTR, saves and performance`}</caption>
            <thead>
              <tr>
                <th scope="col">{by === 'day' ? 'Day' : 'Creative'}</th>
                <FigureHeadings />
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={6} className={styles.tableEmpty}>
                    Nothing counted yet.
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row" className={by === 'creative' ? styles.wrap : undefined}>
                      {by === 'day' ? bucketLabel(`${row.key} 00:00:00`, 'day') : row.label}
                    </th>
                    <FigureCells figures={row} />
                  </tr>
                ))
              )}
            </tbody>
            {report.data && rows.length > 0 && (
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <FigureCells figures={report.data.totals} />
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </section>
  );
}
