import { useEffect, useState } from 'react';

/** Spec section 9: the bottom banner's scroll flag is armed once the visitor has been on the site 7 s. */
export const BOTTOM_BANNER_SCROLL_FLAG_MS = 7_000;

/**
 * True once the visitor scrolls after `armAfterMs` on the page (from the first mount, which is the layout's, so once per
 * page load): what shows on it appears in answer to the visitor's own scrolling, never jumping in at page load.
 */
export function useScrollFlag(armAfterMs: number = BOTTOM_BANNER_SCROLL_FLAG_MS): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => setScrolled(true);
    const arm = window.setTimeout(() => window.addEventListener('scroll', onScroll, { passive: true, once: true }), armAfterMs);
    return () => {
      window.clearTimeout(arm);
      window.removeEventListener('scroll', onScroll);
    };
  }, [armAfterMs, scrolled]);
  return scrolled;
}
