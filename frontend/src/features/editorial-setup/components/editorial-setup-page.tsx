import type { EditorialFeatureDto } from '@emberhold/contracts';
import { useRef, useState } from 'react';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { serverWords } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isLocked, useEditorialFeatures } from '../api/editorial-setup';
import { EMPTY_FEATURE, valuesOf, type FeatureValues } from '../lib/feature-form';
import { FeatureForm } from './feature-form';
import { FeatureList } from './feature-list';
import { PasswordPrompt } from './password-prompt';
import styles from './editorial-setup.module.css';

function savedOutcome(feature: EditorialFeatureDto): string {
  if (feature.status === 'scheduled') return 'lists show it from its start';
  if (feature.status === 'ended') return 'it has ended';
  if (feature.shown_on.length > 0) return 'lists show it now';
  return 'it is current, but a feature that started later shows first';
}

/**
 * /promo-setup/ (admins, spec sections 2 and 5): first the editorial password, then the feature gift lists show at
 * position 5 and related lists at position 4: a form to set one up or change one, and every feature with its status.
 */
export function EditorialSetupPage() {
  useDocumentTitle('Editorial setup');
  const features = useEditorialFeatures();
  const [editing, setEditing] = useState<{ key: number; values: FeatureValues }>({ key: 0, values: EMPTY_FEATURE });
  const [done, setDone] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const locked = features.isError && isLocked(features.error);

  function startEditing(feature: EditorialFeatureDto | null) {
    setDone(null);
    setEditing((current) => ({ key: current.key + 1, values: feature ? valuesOf(feature) : EMPTY_FEATURE }));
    top.current?.scrollIntoView({ block: 'start' });
  }

  function saved(feature: EditorialFeatureDto) {
    setEditing((current) => ({ key: current.key + 1, values: EMPTY_FEATURE }));
    setDone(`“${feature.title}” is saved: ${savedOutcome(feature)}.`);
  }

  return (
    <div className="page-container">
      <div className={styles.page} ref={top}>
        <header>
          <p className="page-eyebrow">Emberhold Gifts · Staff</p>
          <h1 className="page-heading">Editorial setup</h1>
          <p className="page-intro">The featured product gift lists show at position 5 and related lists at position 4, and when.</p>
        </header>
        {features.isPending ? (
          <div className={styles.loading} aria-busy="true" aria-label="Loading the editorial setup" />
        ) : locked ? (
          <section className={`panel ${styles.prompt}`} aria-label="The editorial setup is locked">
            <p>The editorial setup needs the editorial password as well.</p>
            <PasswordPrompt />
          </section>
        ) : features.isError ? (
          <LoadFailed title="The editorial setup could not be loaded" retry={features.refetch}>
            {serverWords(features.error, TRY_AGAIN_SOON)}
          </LoadFailed>
        ) : (
          <>
            <section className="panel" aria-labelledby="feature-form-heading">
              <h2 id="feature-form-heading" className={styles.heading}>
                {editing.values.id === null ? 'New feature' : `Edit “${editing.values.title}”`}
              </h2>
              {done && (
                <p className="form-done" role="status">
                  {done}
                </p>
              )}
              <FeatureForm key={editing.key} initial={editing.values} onSaved={saved} onCancel={editing.values.id === null ? undefined : () => startEditing(null)} />
            </section>
            <section aria-labelledby="feature-list-heading">
              <h2 id="feature-list-heading" className={styles.heading}>
                Features
              </h2>
              <FeatureList features={features.data} onEdit={startEditing} />
            </section>
          </>
        )}
      </div>
    </div>
  );
}
