import { Link } from 'react-router';
import { serverWords } from '../../../lib/api-client';
import { useUnlistedContentList } from '../api/unlisted-content-api';
import styles from './unlisted-content.module.css';

/** The unlisted pages there are, most recently changed first, to pick one to edit (and a new one). */
export function UnlistedContentList({ currentId, campaign }: { currentId: string; campaign: string | undefined }) {
  const pages = useUnlistedContentList();
  return (
    <nav className={styles.sidebar} aria-labelledby="unlisted-pages-heading">
      <h2 id="unlisted-pages-heading" className={styles.sidebarHeading}>
        Unlisted pages
      </h2>
      <Link className="button button--ghost" to={`/unlisted-content/new/${campaign ? `?campaign=${encodeURIComponent(campaign)}` : ''}`}>
        New page
      </Link>
      {pages.isPending && <p aria-busy="true">Loading…</p>}
      {pages.isError && <p role="alert">{serverWords(pages.error, 'The pages could not be loaded.')}</p>}
      {pages.data?.length === 0 && <p>No unlisted pages yet.</p>}
      {pages.data && pages.data.length > 0 && (
        <ul className={styles.list}>
          {pages.data.map((page) => (
            <li key={page.id}>
              <Link to={`/unlisted-content/${page.id}/`} aria-current={String(page.id) === currentId ? 'page' : undefined}>
                {page.title}
                <span className={styles.listMeta}>
                  {page.path} · {page.upload_type === 'embed' ? 'embed' : 'image'}
                  {page.campaign ? ` · campaign ${page.campaign.id}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
