import type { EditorialFeatureDto, EditorialFeatureStatus } from '@emberhold/contracts';
import { useState } from 'react';
import { serverWords } from '../../../lib/api-client';
import { formatDayTime } from '../../../lib/figures';
import { isLocked, useEndFeature } from '../api/editorial-setup';
import styles from './editorial-setup.module.css';

const STATUS_LABELS: Record<EditorialFeatureStatus, string> = { current: 'Current', scheduled: 'Scheduled', ended: 'Ended' };
const NOT_ENDED = 'The feature could not be ended. Please try again.';

function when(feature: EditorialFeatureDto): string {
  const from = feature.starts_at ? `from ${formatDayTime(feature.starts_at)}` : 'from the start';
  const to = feature.ends_at ? `until ${formatDayTime(feature.ends_at)}` : 'until ended';
  return `${from} ${to}`;
}

/** The features, newest first, each with its status (current, scheduled, ended), an Edit and, unless ended, an End button. */
export function FeatureList({ features, onEdit }: { features: EditorialFeatureDto[]; onEdit: (feature: EditorialFeatureDto) => void }) {
  const end = useEndFeature();
  const [failed, setFailed] = useState<{ id: number; message: string } | null>(null);
  if (features.length === 0) return <p className={styles.muted}>No features yet.</p>;
  return (
    <ol className={styles.list} aria-label="Features">
      {features.map((feature) => (
        <li key={feature.id} className={styles.item} aria-label={feature.title || `Feature ${feature.id}`} data-feature-id={feature.id} data-feature-status={feature.status}>
          {feature.image ? <img src={feature.image} alt="" width={120} height={100} /> : <span className={styles.noImage} aria-hidden="true" />}
          <div className={styles.itemBody}>
            <p className={styles.itemTitle}>
              <span className={`${styles.status} ${styles[feature.status]}`}>{STATUS_LABELS[feature.status]}</span> {feature.title || '(no title)'}
            </p>
            <p className={styles.muted}>
              {[feature.brand_name, feature.price ? `$${feature.price}` : null].filter(Boolean).join(' · ')}
              {feature.post_slug && (
                <>
                  {' · '}
                  <a href={`/${feature.post_slug}/`}>its page</a>
                </>
              )}
            </p>
            <p className={styles.muted}>
              {when(feature)} · for {[feature.display_gifts && 'gift lists', feature.display_related && 'related lists'].filter(Boolean).join(' and ') || 'no list'}
            </p>
            {feature.shown_on.length > 0 && (
              <p className={styles.showing} data-feature-shown={feature.shown_on.join(' ')}>
                Showing now on {feature.shown_on.map((list) => (list === 'gifts' ? 'gift lists (position 5)' : 'related lists (position 4)')).join(' and ')}
              </p>
            )}
            {failed?.id === feature.id && (
              <p className="form-error" role="alert">
                {failed.message}
              </p>
            )}
          </div>
          <div className={styles.itemButtons}>
            <button type="button" className="button button--ghost" onClick={() => onEdit(feature)} aria-label={`Edit “${feature.title}”`}>
              Edit
            </button>
            {feature.status !== 'ended' && (
              <button
                type="button"
                className="button button--ghost"
                disabled={end.isPending && end.variables === feature.id}
                aria-label={`End “${feature.title}”`}
                onClick={() => {
                  setFailed(null);
                  end.mutate(feature.id, { onError: (reason) => (isLocked(reason) ? undefined : setFailed({ id: feature.id, message: serverWords(reason, NOT_ENDED) })) });
                }}
              >
                End
              </button>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
