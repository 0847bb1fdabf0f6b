import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { NotFoundMessage } from '../../../components/not-found-message';
import { StatusMessage } from '../../../components/status-message';
import { ApiError } from '../../../lib/api-client';
import { openAuthModal, preloadAuthModal } from '../../../lib/auth-modal';
import { accountPageHref } from '../../../lib/next-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBoardPage, useBoards, useSavedListing, type SavedListing } from '../api/get-wishlists';
import { WISHLIST_PAGE_SIZE, type Board, type SavedPost, type WishlistOwner } from '../api/wishlist.types';
import { parsePageNumber } from '../../../lib/page-window';
import { boardPath, pageCount, parseRouteId, wishlistPath } from '../lib/wishlist-paths';
import { useWishlistViewer } from '../lib/wishlist-viewer';
import { openWishlistModal, preloadWishlistModals } from '../stores/wishlist-modal.store';
import { giftCount, LockIcon } from './board-options';
import { Pager } from '../../../components/pager';
import { AdSaveButton, PostSaveButton } from './save-button';
import { postImage, SavedAdCard, SavedPostCard } from './saved-post-card';
import styles from './wishlist-pages.module.css';

const EAGER_CARDS = 4;

/**
 * /wishlist/ and /wishlist/{user_id} (spec sections 2 and 6): the boards of a user, the owner's own when no user is
 * named. The owner sees every board of theirs; anyone else, visitors too, sees the public ones. Tabs show all the
 * saved gifts and the recommendations drawn from them, a page at a time.
 */
export function WishlistLandingPage() {
  const { userId: param } = useParams();
  const viewer = useWishlistViewer();
  if (param !== undefined) {
    const userId = parseRouteId(param);
    return userId === null ? <NotFoundMessage /> : <UserWishlists userId={userId} />;
  }
  if (viewer.status === 'logged-in' && viewer.userId !== null) return <UserWishlists userId={viewer.userId} ownHome />;
  if (viewer.status === 'logged-out') return <LoginPrompt />;
  return <PageLoading />;
}

function PageLoading() {
  useDocumentTitle('Wishlists');
  return (
    <div className="page-container">
      <div className={styles.loading} aria-busy="true" aria-label="Loading wishlists" />
    </div>
  );
}

/** Spec section 6: wishlist actions ask a visitor to log in or register, in the modal any feature can open. */
function LoginPrompt() {
  useDocumentTitle('Wishlists');
  const location = useLocation();
  const open = (view: 'login' | 'register') => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openAuthModal(view);
  };
  return (
    <div className="page-container">
      <section className={styles.prompt} aria-labelledby="wishlist-prompt-heading" data-wishlist-prompt="">
        <svg className={styles.promptIcon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 3.5h12a1 1 0 0 1 1 1v16l-7-4.5-7 4.5v-16a1 1 0 0 1 1-1z" />
        </svg>
        <p className="page-eyebrow">Wishlists</p>
        <h1 id="wishlist-prompt-heading" className={styles.promptHeading}>
          Keep the gifts you find
        </h1>
        <p className={styles.promptText}>
          Save gifts to boards of your own — one for each person, each occasion, each Hearth house — add a note to each, and share a public board by its
          link. Log in or create an account to start.
        </p>
        <div className={styles.promptActions}>
          <Link className="button" to={accountPageHref('login', location)} onClick={open('login')} onPointerEnter={preloadAuthModal} aria-haspopup="dialog">
            Log in
          </Link>
          <Link className="button button--ghost" to={accountPageHref('register', location)} onClick={open('register')} onPointerEnter={preloadAuthModal} aria-haspopup="dialog">
            Register
          </Link>
        </div>
      </section>
    </div>
  );
}

type View = 'boards' | SavedListing;

function viewOf(show: string | null): View | null {
  if (show === null || show === '') return 'boards';
  return show === 'all' || show === 'recommended' ? show : null;
}

function possessive(owner: WishlistOwner | undefined, isOwner: boolean): string {
  if (isOwner) return 'Your wishlists';
  return owner ? `${owner.username}’s wishlists` : 'Wishlists';
}

function UserWishlists({ userId, ownHome = false }: { userId: number; ownHome?: boolean }) {
  const viewer = useWishlistViewer();
  const [search] = useSearchParams();
  const isOwner = viewer.status === 'logged-in' && viewer.userId === userId;
  const boards = useBoards(userId);
  const view = viewOf(search.get('show'));
  const page = view === 'boards' ? 1 : parsePageNumber(search.get('page'));
  const owner = boards.data?.user;
  const heading = possessive(owner, isOwner);
  useDocumentTitle(boards.isError || view === null || page === null ? 'Page not found' : owner || isOwner ? `${heading}${page && page > 1 ? ` — page ${page}` : ''}` : undefined);

  if (view === null || page === null) return <NotFoundMessage />;
  if (boards.isError) {
    if (boards.error instanceof ApiError && boards.error.code === 'not_found') return <NotFoundMessage />;
    return (
      <LoadFailed page retry={boards.refetch}>
        We could not load these wishlists. {boards.error.message}
      </LoadFailed>
    );
  }
  // The owner's own address, to share: the boards' page under their user id.
  const home = ownHome ? null : userId;
  const tabHref = (tab: View) => wishlistPath(home, tab === 'boards' ? {} : { show: tab });
  const tabs: Array<{ view: View; label: string }> = [
    { view: 'boards', label: boards.data ? `Boards · ${boards.data.wishlists.length}` : 'Boards' },
    { view: 'all', label: 'All saved' },
    { view: 'recommended', label: 'Recommended' },
  ];

  return (
    <div className="page-container">
      <section className={styles.hero} aria-labelledby="wishlists-heading">
        {owner ? <img className={styles.avatar} src={owner.profile_image} alt="" width={72} height={72} /> : <span className={styles.avatar} aria-hidden="true" />}
        <p className="page-eyebrow">Wishlists</p>
        <h1 id="wishlists-heading" className={styles.heading}>
          {heading}
        </h1>
        <p className={styles.intro}>
          {isOwner
            ? 'Your boards of saved gifts. Anyone with a public board’s link can see it; a private board is yours alone.'
            : owner
              ? `The public boards of ${owner.username}, and the gifts saved on them.`
              : '\u00a0'}
        </p>
        {isOwner && (
          <p className={styles.share}>
            Share your public boards: <Link to={wishlistPath(userId)}>{`${typeof window === 'undefined' ? '' : window.location.origin}${wishlistPath(userId)}`}</Link>
          </p>
        )}
        <nav className={styles.tabs} aria-label="Wishlist views">
          {tabs.map((tab) => (
            <Link
              key={tab.view}
              to={tabHref(tab.view)}
              className={`${styles.tab} ${tab.view === view ? 'pill-tab--current' : ''}`}
              aria-current={tab.view === view ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
      </section>
      {view === 'boards' ? (
        <BoardsGrid boards={boards.data?.wishlists} owner={owner} isOwner={isOwner} />
      ) : (
        <SavedListingGrid userId={userId} listing={view} page={page} isOwner={isOwner} owner={owner} href={(n) => wishlistPath(home, { show: view, page: n })} />
      )}
    </div>
  );
}

function BoardsGrid({ boards, owner, isOwner }: { boards: Board[] | undefined; owner: WishlistOwner | undefined; isOwner: boolean }) {
  if (!boards) return <CardsSkeleton />;
  const newBoard = (
    <button type="button" className="button" onClick={() => openWishlistModal({ kind: 'new-board' })} onPointerEnter={preloadWishlistModals} aria-haspopup="dialog">
      <span aria-hidden="true">+</span> New board
    </button>
  );
  if (boards.length === 0) {
    return isOwner ? (
      <StatusMessage title="No boards yet" action={newBoard}>
        Start a board for someone or something — then press Save on any gift you come across to keep it there.
      </StatusMessage>
    ) : (
      <StatusMessage title="No public boards yet">{owner ? `${owner.username} has not shared any boards.` : null}</StatusMessage>
    );
  }
  return (
    <>
      {isOwner && <div className={styles.toolbar}>{newBoard}</div>}
      <ul className={styles.boardGrid} aria-label="Boards">
        {boards.map((board) => (
          <li key={board.wishlist_id}>
            <BoardCard board={board} isOwner={isOwner} />
          </li>
        ))}
      </ul>
    </>
  );
}

function BoardCard({ board, isOwner }: { board: Board; isOwner: boolean }) {
  // Up to four of its latest gifts; one fills the square, none leaves an empty one.
  const cells = board.images.length <= 1 ? board.images.slice(0, 1) : [0, 1, 2, 3].map((index) => board.images[index]);
  return (
    <article className={styles.board} data-board-id={board.wishlist_id} data-board-name={board.name}>
      <div className={`${styles.mosaic} ${cells.length === 1 ? styles.mosaicSingle : ''}`} aria-hidden="true">
        {cells.map((src, index) => (src ? <img key={index} src={src} alt="" loading="lazy" /> : <span key={index} className={styles.mosaicEmpty} />))}
        {cells.length === 0 && (
          <span className={styles.mosaicNone}>
            <svg viewBox="0 0 24 24" width="30" height="30" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
              <path d="M6 3.5h12a1 1 0 0 1 1 1v16l-7-4.5-7 4.5v-16a1 1 0 0 1 1-1z" />
            </svg>
            No gifts yet
          </span>
        )}
      </div>
      <div className={styles.boardBody}>
        <h2 className={styles.boardName}>
          <Link to={boardPath(board.user_id, board.wishlist_id)} className="card-link">
            {board.name}
          </Link>
        </h2>
        <p className={styles.boardMeta}>
          {board.private && (
            <span className={styles.privateBadge}>
              <LockIcon /> Private
            </span>
          )}
          <span>{giftCount(board.count)}</span>
        </p>
      </div>
      {isOwner && (
        <button
          type="button"
          className={styles.overlayButton}
          onClick={() => openWishlistModal({ kind: 'edit-board', board })}
          onPointerEnter={preloadWishlistModals}
          aria-haspopup="dialog"
          aria-label={`Edit board ${board.name}`}
        >
          Edit
        </button>
      )}
    </article>
  );
}

function CardsSkeleton() {
  return (
    <div className={styles.itemGrid} aria-busy="true" aria-label="Loading">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={styles.skeleton} />
      ))}
    </div>
  );
}

interface SavedListingGridProps {
  userId: number;
  listing: SavedListing;
  page: number;
  isOwner: boolean;
  owner: WishlistOwner | undefined;
  href: (page: number) => string;
}

function SavedListingGrid({ userId, listing, page, isOwner, owner, href }: SavedListingGridProps) {
  const query = useSavedListing(userId, listing, page);
  if (query.isPending) return <CardsSkeleton />;
  if (query.isError) {
    return (
      <LoadFailed page retry={query.refetch}>
        We could not load these gifts. {query.error.message}
      </LoadFailed>
    );
  }
  const { posts } = query.data;
  if (posts.length === 0) {
    if (page > 1) {
      return (
        <StatusMessage title="There are no more" action={<Link className="button" to={href(1)}>Back to the first page</Link>}>
          This list ends before page {page}.
        </StatusMessage>
      );
    }
    if (listing === 'recommended') return <StatusMessage title="Nothing to recommend yet">Recommendations come from the gift guides of the saved gifts: save a few and look again.</StatusMessage>;
    return isOwner ? (
      <StatusMessage title="Nothing saved yet" action={<Link className="button" to="/">Find gifts</Link>}>
        Press Save on any gift you like to keep it on one of your boards.
      </StatusMessage>
    ) : (
      <StatusMessage title="Nothing shared yet">{owner ? `${owner.username} has no gifts on public boards.` : null}</StatusMessage>
    );
  }
  const total = listing === 'all' ? query.data.meta.count : undefined;
  return (
    <>
      {listing === 'all' && typeof total === 'number' && <p className={styles.listNote}>{giftCount(total)} saved</p>}
      {listing === 'recommended' && <p className={styles.listNote}>From the same gift guides as the saved gifts, most popular first.</p>}
      <PostGrid posts={posts} />
      <Pager page={page} pages={typeof total === 'number' ? pageCount(total, WISHLIST_PAGE_SIZE) : undefined} hasNext={posts.length >= WISHLIST_PAGE_SIZE} href={href} />
    </>
  );
}

/** Posts with a Save button each (a visitor's opens the login/register modal); `saved` is already the reader's. */
function PostGrid({ posts }: { posts: SavedPost[] }) {
  return (
    <div className={styles.itemGrid}>
      {posts.map((post, index) => (
        <SavedPostCard key={post.id} post={post} eager={index < EAGER_CARDS} action={<PostSaveButton post={post} placement="card" initialSaved={post.saved} />} />
      ))}
    </div>
  );
}

/** /wishlist/{user_id}/list/{wishlist_id}: one board, 24 gifts a page with the owner's comments; the owner edits each. */
export function WishlistBoardPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const userId = parseRouteId(params.userId);
  const boardId = parseRouteId(params.wishlistId);
  const page = parsePageNumber(search.get('page'));
  if (userId === null || boardId === null || page === null) return <NotFoundMessage />;
  return <BoardView userId={userId} boardId={boardId} page={page} />;
}

function BoardView({ userId, boardId, page }: { userId: number; boardId: number; page: number }) {
  const viewer = useWishlistViewer();
  const isOwner = viewer.status === 'logged-in' && viewer.userId === userId;
  const query = useBoardPage(userId, boardId, page);
  const data = query.data;
  const title = data ? `${data.wishlist.name} — ${isOwner ? 'your wishlist' : `${data.user.username}’s wishlist`}` : query.isError ? 'Board not found' : undefined;
  useDocumentTitle(title);

  if (query.isPending) {
    return (
      <div className="page-container">
        <div className={styles.boardHeaderSkeleton} aria-hidden="true" />
        <CardsSkeleton />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'not_found') {
      return (
        <div className="page-container">
          <StatusMessage
            title="This board could not be found."
            action={
              <Link className="button" to={wishlistPath(isOwner ? null : userId)}>
                {isOwner ? 'Back to your wishlists' : 'See the public boards'}
              </Link>
            }
          >
            It may be private, or it has been deleted.
          </StatusMessage>
        </div>
      );
    }
    return (
      <LoadFailed page retry={query.refetch}>
        We could not load this board. {query.error.message}
      </LoadFailed>
    );
  }

  const { wishlist: board, user: owner, posts } = query.data;
  const ads = query.data.ads ?? [];
  // The count is every card the board shows, its sponsored items too; they all stand on page 1, before its 24 posts.
  const pages = pageCount(page === 1 ? board.count - ads.length : board.count, WISHLIST_PAGE_SIZE);
  return (
    <div className="page-container">
      <nav className={styles.breadcrumb} aria-label="Breadcrumb">
        <Link to={wishlistPath(isOwner ? null : userId)}>{possessive(owner, isOwner)}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{board.name}</span>
      </nav>
      <header className={styles.boardHeader}>
        <div>
          <p className="page-eyebrow">{isOwner ? 'Your board' : `A board by ${owner.username}`}</p>
          <h1 className={styles.boardHeading}>{board.name}</h1>
          <p className={styles.boardFacts}>
            {board.private ? (
              <span className={styles.privateBadge}>
                <LockIcon /> Private — only you can see it
              </span>
            ) : (
              <span>Public board</span>
            )}
            <span aria-hidden="true">·</span>
            <span data-board-count={board.count}>{giftCount(board.count)}</span>
          </p>
        </div>
        {isOwner && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => openWishlistModal({ kind: 'edit-board', board })}
            onPointerEnter={preloadWishlistModals}
            aria-haspopup="dialog"
          >
            Edit board
          </button>
        )}
      </header>
      {posts.length === 0 && ads.length === 0 ? (
        page > 1 ? (
          <StatusMessage title="There are no more" action={<Link className="button" to={boardPath(userId, boardId)}>Back to the first page</Link>}>
            This board ends before page {page}.
          </StatusMessage>
        ) : (
          <StatusMessage title="No gifts on this board yet" action={isOwner ? <Link className="button" to="/">Find gifts</Link> : undefined}>
            {isOwner ? 'Press Save on any gift and choose this board to keep it here.' : 'Nothing has been saved here yet.'}
          </StatusMessage>
        )
      ) : (
        <div className={styles.itemGrid}>
          {ads.map((ad) => (
            <SavedAdCard key={`ad-${ad.ad_id}`} ad={ad} action={<AdSaveButton ad={ad} initialSaved={isOwner ? true : undefined} />} />
          ))}
          {posts.map((post, index) => (
            <SavedPostCard
              key={post.id}
              post={post}
              eager={index < EAGER_CARDS}
              action={
                isOwner ? (
                  <button
                    type="button"
                    className={styles.overlayButton}
                    onClick={() =>
                      openWishlistModal({
                        kind: 'edit-item',
                        item: { postId: post.id, title: post.title, image: postImage(post), boardId: board.wishlist_id, comment: post.comment ?? '' },
                      })
                    }
                    onPointerEnter={preloadWishlistModals}
                    aria-haspopup="dialog"
                    aria-label={`Edit ${post.title}`}
                  >
                    Edit
                  </button>
                ) : (
                  <PostSaveButton post={post} placement="card" initialSaved={post.saved} />
                )
              }
            />
          ))}
        </div>
      )}
      <Pager page={page} pages={pages} href={(n) => boardPath(userId, boardId, n)} />
    </div>
  );
}
