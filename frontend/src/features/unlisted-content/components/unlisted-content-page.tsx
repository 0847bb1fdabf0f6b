import { useLocation, useParams, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { NotFoundMessage } from '../../../components/not-found-message';
import { ApiError, serverWords } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUnlistedContent } from '../api/unlisted-content-api';
import { UnlistedContentForm } from './unlisted-content-form';
import { UnlistedContentList } from './unlisted-content-list';
import styles from './unlisted-content.module.css';

/**
 * /unlisted-content/{id}/ (admins; spec section 2: id is new or an id, with ?campaign=): the editor of a page reachable
 * by its address only, beside the list of the pages there are.
 */
export function UnlistedContentPage() {
  const { id = 'new' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const campaign = search.get('campaign') ?? undefined;
  const page = useUnlistedContent(id, campaign);
  const justSaved = (location.state as { saved?: boolean } | null)?.saved === true;
  useDocumentTitle(id === 'new' ? 'New unlisted page' : (page.data?.title ?? 'Unlisted page'));

  return (
    <div className="page-container">
      <div className={styles.page}>
        <header>
          <p className="page-eyebrow">Emberhold Gifts · Staff</p>
          <h1 className="page-heading">{id === 'new' ? 'New unlisted page' : 'Unlisted page'}</h1>
          <p className="page-intro">A page for a campaign, reachable only by its address: never in lists, search or guides, and kept out of search engines.</p>
        </header>
        <div className={styles.layout}>
          <section className={styles.editor} aria-label="Editor">
            {page.isPending ? (
              <div aria-busy="true" aria-label="Loading the page" />
            ) : page.isError ? (
              page.error instanceof ApiError && page.error.code === 'not_found' ? (
                <NotFoundMessage homeHref="/unlisted-content/new/" />
              ) : (
                <LoadFailed retry={() => void page.refetch()}>{serverWords(page.error, 'The page could not be loaded.')}</LoadFailed>
              )
            ) : (
              <UnlistedContentForm key={`${id}:${campaign ?? ''}`} page={page.data} justSaved={justSaved} />
            )}
          </section>
          <UnlistedContentList currentId={id} campaign={campaign} />
        </div>
      </div>
    </div>
  );
}
