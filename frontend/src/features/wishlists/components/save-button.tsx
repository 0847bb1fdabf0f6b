import type { NativeAdDto, PostDto } from '@emberhold/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { openAuthModal, preloadAuthModal } from '../../../lib/auth-modal';
import { useSavedFlag } from '../hooks/use-saved-flag';
import { useRemoveAd } from '../hooks/use-wishlist-changes';
import { useWishlistViewer } from '../lib/wishlist-viewer';
import { openWishlistModal, preloadWishlistModals } from '../stores/wishlist-modal.store';
import styles from './save-button.module.css';

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M6 3.5h12a1 1 0 0 1 1 1v16l-7-4.5-7 4.5v-16a1 1 0 0 1 1-1z" />
    </svg>
  );
}

/**
 * Visitors are asked to log in or register (spec section 6). A click while auth is still unknown (the user-info call
 * has not answered yet) is kept and carried out once it is known, instead of being lost.
 */
function useSaveTrigger() {
  const { status } = useWishlistViewer();
  const waiting = useRef<(() => void) | null>(null);
  const carryOut = useCallback(
    (action: () => void) => {
      if (status === 'logged-out') openAuthModal('login');
      else if (status === 'logged-in') action();
      else waiting.current = action;
    },
    [status],
  );
  useEffect(() => {
    const action = waiting.current;
    if (action === null || status === 'unknown') return;
    waiting.current = null;
    carryOut(action);
  }, [status, carryOut]);
  const preload = () => (status === 'logged-in' ? preloadWishlistModals() : status === 'logged-out' ? preloadAuthModal() : undefined);
  const guard = (action: () => void) => () => carryOut(action);
  return { preload, guard };
}

/**
 * Save on a post card or the post page (spec sections 2 and 4): it opens the choose-board modal, and reads "Saved"
 * once the post is on one of the user's boards. For a visitor it opens the login/register modal. `initialSaved`: the
 * reader's flag when the page already has it (wishlist pages), which spares the lookup. `data-saved` is left off until
 * the flag is known, so a server-rendered card does not claim "not saved" for a reader it has not looked up.
 */
export function PostSaveButton({ post, placement, initialSaved }: { post: PostDto; placement: 'card' | 'page'; initialSaved?: boolean }) {
  const flag = useSavedFlag('post', post.id, initialSaved);
  const saved = flag === true;
  const { preload, guard } = useSaveTrigger();
  const onClick = guard(() => openWishlistModal({ kind: 'choose-board', target: { kind: 'post', id: post.id, title: post.title, image: post.image ?? post.images[0]?.src ?? null } }));
  const label = placement === 'page' ? (saved ? 'Saved to wishlist' : 'Save to wishlist') : saved ? 'Saved' : 'Save';
  return (
    <button
      type="button"
      className={`${placement === 'page' ? styles.page : styles.card} ${saved ? styles.saved : ''}`}
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
      aria-haspopup="dialog"
      aria-label={placement === 'card' ? `${saved ? 'Saved' : 'Save'}: ${post.title}` : undefined}
      data-save-post={post.id}
      data-saved={flag}
    >
      <BookmarkIcon filled={saved} />
      <span>{label}</span>
    </button>
  );
}

/**
 * Save on a sponsored card: to a board through the choose-board modal; once saved, a click takes it off again
 * (a sponsored item is saved once per user, spec section 7 native_ad/add and native_ad/remove). `initialSaved`: the
 * reader's flag when the page already has it (their own board).
 */
export function AdSaveButton({ ad, initialSaved }: { ad: Pick<NativeAdDto, 'ad_id' | 'title' | 'image'>; initialSaved?: boolean }) {
  const flag = useSavedFlag('ad', ad.ad_id, initialSaved);
  const saved = flag === true;
  const remove = useRemoveAd();
  const { preload, guard } = useSaveTrigger();
  const onClick = guard(() => {
    if (saved) remove.mutate(ad.ad_id);
    else openWishlistModal({ kind: 'choose-board', target: { kind: 'ad', id: ad.ad_id, title: ad.title, image: ad.image } });
  });
  return (
    <button
      type="button"
      className={`${styles.ad} ${saved ? styles.saved : ''}`}
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
      aria-haspopup={saved ? undefined : 'dialog'}
      aria-label={saved ? `Saved: ${ad.title}. Remove it from your wishlist` : `Save: ${ad.title}`}
      disabled={remove.isPending}
      data-save-ad={ad.ad_id}
      data-saved={flag}
    >
      <BookmarkIcon filled={saved} />
      <span>{saved ? 'Saved' : 'Save'}</span>
    </button>
  );
}
