import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { postIdOf } from '../lib/debug-gate';

export interface HoveredArticle {
  postId: number;
  element: HTMLElement;
}

/** Articles carry their post id (spec section 3): list and related cards, the editorial card, the post page. */
const ARTICLE_SELECTOR = '[data-post-id]';

/**
 * The article under the mouse, once it has rested there for `delayMs`: sweeping across a grid does not ask for the
 * figures of every card crossed. Leaving the article hides it at once. Touch is ignored: a tap has no hover to end it,
 * and it would open the panel on every tap of a card (the panel is a desktop tool).
 */
export function useHoveredArticle(delayMs = 150): HoveredArticle | null {
  const [hovered, setHovered] = useState<HoveredArticle | null>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    // The article under the pointer right now, which the state catches up with after the delay.
    let current: HTMLElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const leave = () => {
      clearTimeout(timer);
      current = null;
      setHovered(null);
    };
    // Over and move both: a pointer already resting on an article when the panel loads gets no pointerover until it leaves.
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const article = event.target instanceof Element ? event.target.closest<HTMLElement>(ARTICLE_SELECTOR) : null;
      if (article === current) return;
      leave();
      const postId = postIdOf(article?.dataset.postId);
      if (!article || postId === null) return;
      current = article;
      timer = setTimeout(() => setHovered({ postId, element: article }), delayMs);
    };
    // Out of the window altogether: no pointerover follows, so this is the only sign the pointer left.
    const onPointerOut = (event: PointerEvent) => {
      if (event.relatedTarget === null) leave();
    };

    document.addEventListener('pointerover', onPointer, { passive: true });
    document.addEventListener('pointermove', onPointer, { passive: true });
    document.addEventListener('pointerout', onPointerOut, { passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerover', onPointer);
      document.removeEventListener('pointermove', onPointer);
      document.removeEventListener('pointerout', onPointerOut);
      setHovered(null);
    };
    // A new page replaces the articles; the hover starts over with the next pointer move.
  }, [delayMs, pathname]);

  return hovered;
}
