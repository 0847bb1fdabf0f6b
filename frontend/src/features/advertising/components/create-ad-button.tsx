import { advertisingMessages } from '../lib/funnel-messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { startFunnel } from '../api/start-funnel';
import { editorPath } from '../lib/funnel-paths';
import styles from './product-pitch-page.module.css';

/** Fetches the funnel's pages ahead of a likely click. */
const preloadFunnel = () => void import('./funnel-pages').catch(() => undefined);

/**
 * "Create your ad" (spec section 4): the funnel starts with a temporary id (start_funnel), and the creative editor
 * opens at /product-pitch/create/{temp_id}/new.
 */
export function CreateAdButton() {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    if (starting) return;
    setStarting(true);
    setError(null);
    try {
      const { temp_id } = await startFunnel();
      navigate(editorPath(temp_id, 'new'));
    } catch (reason) {
      setStarting(false);
      setError(reason instanceof ApiError && reason.serverError ? reason.serverError : advertisingMessages.campaignNotCreated);
    }
  }

  return (
    <div className={styles.cta}>
      <button
        type="button"
        className={`button ${styles.ctaButton}`}
        onClick={() => void start()}
        onPointerEnter={preloadFunnel}
        onFocus={preloadFunnel}
        disabled={starting}
        aria-busy={starting}
        data-create-ad
      >
        {starting ? 'Starting…' : 'Create your ad'}
      </button>
      {error && (
        <p className={`form-alert ${styles.ctaError}`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
