import type { FunnelReportDto, FunnelWeekDto } from '@emberhold/contracts';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { AccessDenied } from '../../../components/access-denied';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { serverWords } from '../../../lib/api-client';
import { formatCount } from '../../../lib/figures';
import { isForbidden } from '../../../lib/forbidden';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFunnelReport } from '../api/funnel-report';
import { formatConversion, FUNNEL_STEP_LABELS, FUNNEL_WEEK_CHOICES, weekLabel, weeksFromQuery } from '../lib/funnel-report';
import styles from './funnel-report-page.module.css';

/**
 * /admin/funnel/ (admins): the advertiser funnel of the last weeks (?weeks=, 12 by default), read from the funnel's
 * facts. A chart of the whole range, each step's funnels as a bar with the share that went on from the step before,
 * and a table by week of start.
 */
export function FunnelReportPage() {
  useDocumentTitle('Advertiser funnel');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const weeks = weeksFromQuery(params.get('weeks'));
  const report = useFunnelReport(weeks);
  const chooseWeeks = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('weeks', value);
      return next;
    });
  if (report.isError && isForbidden(report.error)) return <AccessDenied />;
  const data = report.data;
  return (
    <div className="page-container">
      <div className={styles.page}>
        <header>
          <p className="page-eyebrow">Emberhold Gifts · Staff</p>
          <h1 className="page-heading">Advertiser funnel</h1>
          <p className="page-intro">How many people go from each step of the ad funnel to the next, by the week they started it.</p>
        </header>
        <div className={styles.controls}>
          <label htmlFor={`${id}-weeks`}>Show the last</label>
          <select id={`${id}-weeks`} className="form-input" value={weeks} onChange={(event) => chooseWeeks(event.target.value)}>
            {FUNNEL_WEEK_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice} weeks
              </option>
            ))}
          </select>
        </div>
        {report.isPending ? (
          <div className={styles.loading} aria-busy="true" aria-label="Loading the funnel report" />
        ) : !data ? (
          <LoadFailed title="The funnel report could not be loaded" retry={report.refetch}>
            {serverWords(report.error, TRY_AGAIN_SOON)}
          </LoadFailed>
        ) : (
          <div aria-busy={report.isPlaceholderData}>
            <FunnelReport report={data} />
          </div>
        )}
      </div>
    </div>
  );
}

function FunnelReport({ report }: { report: FunnelReportDto }) {
  const weeks = report.weeks.length;
  const started = report.total.steps[0]?.funnels ?? 0;
  return (
    <>
      <section className={styles.chart} aria-labelledby="funnel-chart-heading" data-funnel-chart>
        <h2 id="funnel-chart-heading" className={styles.chartHeading}>
          {weeks === 1 ? 'This week' : `The last ${weeks} weeks`}
        </h2>
        <ol className={styles.steps} aria-label="Funnels reaching each step">
          {report.total.steps.map((step, index) => (
            <li key={step.step} data-funnel-step={step.step}>
              {index > 0 && <p className={styles.conversion}>↓ {formatConversion(step.conversion)} went on</p>}
              <div className={styles.step}>
                <span className={styles.stepName}>{FUNNEL_STEP_LABELS[step.step]}</span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.bar} style={{ display: 'block', width: `${started === 0 ? 0 : (step.funnels / started) * 100}%` }} />
                </span>
                <span className={styles.stepCount}>{formatCount(step.funnels)}</span>
              </div>
            </li>
          ))}
        </ol>
        <p className={styles.note}>
          {started === 0 ? 'No funnel was started in these weeks.' : `${formatCount(report.total.emails_left)} left an email to keep their ad without signing up.`}
        </p>
      </section>
      <section className={styles.tableWrap} aria-labelledby="funnel-table-heading">
        <h2 id="funnel-table-heading" className={styles.tableHeading}>
          By week
        </h2>
        <table className={styles.table} data-funnel-weeks>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {report.total.steps.map((step) => (
                <th key={step.step} scope="col">
                  {FUNNEL_STEP_LABELS[step.step]}
                </th>
              ))}
              <th scope="col">Emails left</th>
            </tr>
          </thead>
          <tbody>
            {[...report.weeks].reverse().map((week) => (
              <WeekRow key={week.week} week={week} />
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function WeekRow({ week }: { week: FunnelWeekDto }) {
  return (
    <tr data-funnel-week={week.week}>
      <th scope="row">
        <time dateTime={week.week}>{weekLabel(week.week)}</time>
      </th>
      {week.steps.map((step, index) => (
        <td key={step.step}>
          {formatCount(step.funnels)}
          {index > 0 && <span className={styles.rate}>{formatConversion(step.conversion)}</span>}
        </td>
      ))}
      <td>{formatCount(week.emails_left)}</td>
    </tr>
  );
}
