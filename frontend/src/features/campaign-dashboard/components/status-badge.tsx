import type { CreativeStatusDto } from '@emberhold/contracts';
import { STATUS_LABELS } from '../lib/campaign-figures';
import styles from './dashboard.module.css';

/** A campaign's status as a pill: its word and its colour (running glows gold, disapproved is red). */
export function StatusBadge({ status }: { status: CreativeStatusDto }) {
  return (
    <span className={styles.badge} data-status={status} data-status-badge="">
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}
