import type { StaffAuditEntryDto } from '@emberhold/contracts';
import { formatDayTime } from '../../lib/figures';
import { TimeAgo } from '../time-ago';
import { actionLabel, changeLines } from './audit-wording';
import styles from './audit-entries.module.css';

/** A list of audit entries, also shown beside one creative or boost as its history. */
export function AuditEntries({ entries, label }: { entries: StaffAuditEntryDto[]; label: string }) {
  return (
    <ol className={styles.entries} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry} data-audit-entry={entry.id}>
          <p className={styles.what}>
            <span className={styles.action}>{actionLabel(entry.action)}</span> {entry.summary}
          </p>
          <p className={styles.who}>
            {entry.actor ? entry.actor.username : 'A deleted account'} · <time dateTime={entry.created_at}>{formatDayTime(entry.created_at)}</time>
            <TimeAgo date={entry.created_at} />
          </p>
          {changeLines(entry.changes).length > 0 && (
            <ul className={styles.changes}>
              {changeLines(entry.changes).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
