import { useEffect } from 'react';
import { useChromeStore } from '../stores/chrome.store';

/** Feeds window scroll into the chrome store, at most once per animation frame. */
export function useScrollChrome(): void {
  const onScroll = useChromeStore((s) => s.onScroll);
  useEffect(() => {
    let frame = 0;
    const handler = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        onScroll(window.scrollY);
      });
    };
    onScroll(window.scrollY);
    window.addEventListener('scroll', handler, { passive: true });
    return () => {
      window.removeEventListener('scroll', handler);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [onScroll]);
}
