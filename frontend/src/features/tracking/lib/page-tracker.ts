import { withSubtag } from './affiliate-subtag';
import type { NativeAdTracker } from './native-ad-tracker';
import { isSeen, readSighting, TRACK_SELECTOR, type Sighting } from './tracked-element';
import type { TrackingQueue } from './tracking-queue';

/** Spec section 9: the impression check runs every 250 ms. */
export const IMPRESSION_CHECK_MS = 250;

export interface PageTrackerDeps {
  document: Document;
  window: Window;
  queue: TrackingQueue;
  ads: NativeAdTracker;
  /** The visit's subtag when known, read at click time. */
  subtag: () => string | null;
}

/**
 * Watches the page through the data attributes of tracked elements (see tracked-element.ts): every 250 ms, each
 * element not yet counted that is at least half in view while the tab is visible is an impression; a delegated click
 * listener (capture phase, so nothing the page does can hide a click from it, and it never prevents navigation) sends
 * clicks on outbound links and adds the visit's subtag to Amazon links. Returns the function that stops it.
 */
export function startPageTracker({ document: doc, window: win, queue, ads, subtag }: PageTrackerDeps): () => void {
  const alreadyCounted = (s: Sighting) => (s.kind === 'native-ad' ? ads.wasSeen(s) : queue.wasSeen(s));

  const check = () => {
    if (doc.visibilityState !== 'visible') return;
    const width = win.innerWidth;
    const height = win.innerHeight;
    for (const element of doc.querySelectorAll<HTMLElement>(TRACK_SELECTOR)) {
      const sighting = readSighting(element.dataset);
      // Counted elements are skipped before they are measured, so a long list costs little once scrolled past.
      if (sighting === null || alreadyCounted(sighting) || !isSeen(element.getBoundingClientRect(), width, height)) continue;
      if (sighting.kind === 'native-ad') ads.impression(sighting);
      else queue.impression(sighting);
    }
  };

  const onClick = (event: MouseEvent) => {
    // A middle click opens the link too (auxclick); other buttons do not follow it.
    if (event.type === 'auxclick' && event.button !== 1) return;
    const target = event.target;
    if (!(target instanceof Element)) return;
    const anchor = target.closest<HTMLAnchorElement>('a[href]');
    if (!anchor) return;
    const href = withSubtag(anchor.href, subtag());
    if (href !== anchor.href) anchor.href = href;
    if (event.type === 'contextmenu') return;
    const holder = anchor.closest<HTMLElement>(TRACK_SELECTOR);
    const sighting = holder ? readSighting(holder.dataset) : null;
    if (sighting === null) return;
    if (sighting.kind === 'native-ad') ads.click(sighting);
    // A card in a list (or the editorial feature) is clicked whether it opens its post page or the shop: that is
    // the click-through the list scores measure. On the post page only the way out to the shop is a click.
    else if (sighting.surface !== 'postpage' || isOutbound(anchor, win.location.origin)) queue.click(sighting);
  };

  const onPageHide = () => queue.flush({ urgent: true });
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') queue.flush({ urgent: true });
  };

  const timer = win.setInterval(check, IMPRESSION_CHECK_MS);
  const capture = { capture: true } as const;
  doc.addEventListener('click', onClick, capture);
  doc.addEventListener('auxclick', onClick, capture);
  // Rewritten before the menu opens, so "open in new tab" and "copy link" carry the subtag too.
  doc.addEventListener('contextmenu', onClick, capture);
  doc.addEventListener('visibilitychange', onVisibilityChange);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    win.clearInterval(timer);
    doc.removeEventListener('click', onClick, capture);
    doc.removeEventListener('auxclick', onClick, capture);
    doc.removeEventListener('contextmenu', onClick, capture);
    doc.removeEventListener('visibilitychange', onVisibilityChange);
    win.removeEventListener('pagehide', onPageHide);
  };
}

function isOutbound(anchor: HTMLAnchorElement, origin: string): boolean {
  return (anchor.protocol === 'https:' || anchor.protocol === 'http:') && anchor.origin !== origin;
}
