import { useLayoutEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { usePostDebug } from '../api/get-post-debug';
import { useHoveredArticle, type HoveredArticle } from '../hooks/use-hovered-article';
import { debugView, type CtrFigure } from '../lib/debug-stats';
import { placePanel } from '../lib/panel-placement';
import styles from './debug-panel.module.css';

/**
 * The staff debug panel (spec sections 2 and 9): the hovered article's statistics beside it. The app mounts it only
 * for staff with the dev parameter, loading it on demand, so visitors never download it. A hover tooltip rather
 * than a dialog: it takes no focus and no pointer (so it never keeps the article hovered), and its content is a
 * polite live region for screen readers.
 */
export function DebugPanel() {
  const hovered = useHoveredArticle();
  const query = usePostDebug(hovered?.postId ?? null);
  const panelRef = useRef<HTMLElement>(null);

  // Placed after each render that changes its content (and so its height), on scroll and on resize, before paint.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!hovered || !panel) return;
    const place = () => {
      const placement = placePanel(
        hovered.element.getBoundingClientRect(),
        { width: panel.offsetWidth, height: panel.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
      );
      panel.style.top = `${placement.top}px`;
      panel.style.left = `${placement.left}px`;
      panel.dataset.side = placement.side;
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [hovered, query.status]);

  return (
    <aside ref={panelRef} className={styles.panel} aria-label="Post statistics" aria-live="polite" data-debug-panel hidden={!hovered}>
      {hovered && <PanelContent hovered={hovered} query={query} />}
    </aside>
  );
}

function PanelContent({ hovered, query }: { hovered: HoveredArticle; query: ReturnType<typeof usePostDebug> }) {
  return (
    <>
      <header className={styles.header}>
        <span className={styles.badge}>Debug</span>
        <span className={styles.postId} data-debug-post-id={hovered.postId}>
          Post {hovered.postId}
        </span>
      </header>
      {query.isPending ? (
        <p className={styles.note}>Loading…</p>
      ) : query.isError ? (
        // A response that could not be read was logged; only the API's own refusal (401/403/404) is worth showing.
        <p className={styles.note}>{query.error instanceof ApiError && query.error.code !== 'bad_response' ? query.error.message : 'No statistics to show.'}</p>
      ) : (
        <Figures view={debugView(query.data)} />
      )}
    </>
  );
}

function Figures({ view }: { view: ReturnType<typeof debugView> }) {
  return (
    <dl className={styles.figures}>
      <Ctr label="List CTR" figure={view.list} />
      <Ctr label="Editorial CTR" figure={view.editorial} />
      <Ctr label="Post page CTR" figure={view.postpage} />
      <Row label="Earnings score" value={view.earningsScore} />
      <Row label="Week score" value={view.weekScore} />
      <Row label="Saves" value={view.saves} />
      <Row label="First published" value={view.firstPublished} />
      <Row label="Published" value={view.published} />
    </dl>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Ctr({ label, figure }: { label: string; figure: CtrFigure }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.ctr}>{figure.ctr}</span>
        <span className={styles.counts}>
          {figure.clicks.toLocaleString('en-US')} / {figure.impressions.toLocaleString('en-US')}
        </span>
        {figure.split && (
          <span className={styles.split}>
            <span>desktop {figure.split.desktop}</span>
            <span>mobile {figure.split.mobile}</span>
          </span>
        )}
      </dd>
    </div>
  );
}
