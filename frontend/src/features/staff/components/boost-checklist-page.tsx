import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { AccessDenied } from '../../../components/access-denied';
import { StatusMessage } from '../../../components/status-message';
import { serverWords } from '../../../lib/api-client';
import { isForbidden } from '../../../lib/forbidden';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBlockedBoostDates, useBoostCalendar, useBoostChecklist } from '../api/boost-admin';
import { BoostCalendarMonth } from './boost-calendar-month';
import { BoostChecklistTable } from './boost-checklist-table';
import styles from './boost-checklist.module.css';

/**
 * /admin/boosted-checklist (admins): the checklist of every boost, and the month calendar of boost dates where staff
 * move a boost to another free day.
 */
export function BoostChecklistPage() {
  useDocumentTitle('Boost checklist');
  const checklist = useBoostChecklist();
  const calendar = useBoostCalendar();
  const blocked = useBlockedBoostDates();
  if ([checklist, calendar, blocked].some((query) => query.isError && isForbidden(query.error))) return <AccessDenied />;

  return (
    <div className="page-container">
      <div className={styles.page}>
        <header>
          <p className="page-eyebrow">Emberhold Gifts · Staff</p>
          <h1 className="page-heading">Boost checklist</h1>
          <p className="page-intro">Every boost with the steps ticked for it, and the calendar to move a boost to another free date.</p>
        </header>

        <section className={styles.section} aria-labelledby="boost-checklist-heading">
          <h2 id="boost-checklist-heading" className={styles.heading}>
            Checklist
          </h2>
          {checklist.isPending ? (
            <div className={styles.loading} aria-busy="true" aria-label="Loading the boost checklist" />
          ) : !checklist.data ? (
            <LoadFailed title="The boost checklist could not be loaded" retry={checklist.refetch}>
              {serverWords(checklist.error, TRY_AGAIN_SOON)}
            </LoadFailed>
          ) : checklist.data.length === 0 ? (
            <StatusMessage title="No boosts yet">Boosts appear here once someone books a date.</StatusMessage>
          ) : (
            <BoostChecklistTable items={checklist.data} />
          )}
        </section>

        <section className={styles.section} aria-labelledby="boost-calendar-heading">
          <h2 id="boost-calendar-heading" className={styles.heading}>
            Calendar
          </h2>
          {calendar.isPending || blocked.isPending ? (
            <div className={styles.loading} aria-busy="true" aria-label="Loading the boost calendar" />
          ) : !calendar.data || !blocked.data ? (
            <LoadFailed
              title="The boost calendar could not be loaded"
              retry={() => {
                void calendar.refetch();
                void blocked.refetch();
              }}
            >
              {serverWords(calendar.error ?? blocked.error, TRY_AGAIN_SOON)}
            </LoadFailed>
          ) : (
            <BoostCalendarMonth events={calendar.data} blocked={blocked.data} />
          )}
        </section>
      </div>
    </div>
  );
}
