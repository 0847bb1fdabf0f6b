import { create } from 'zustand';

/**
 * A one-off confirmation shown at the top of the page a feature sends the visitor to ("Your password has been
 * changed."). It waits for that page (`path`), shows there, and goes with the next navigation or its close button.
 */
export interface SiteNotice {
  text: string;
  /** The page it is meant for. */
  path: string;
  /** The history entry (location key) it was first shown on; null while the visitor is still on the way. */
  shownAt: string | null;
}

/** What the notice becomes once the visitor is at `location` (a navigation, or the first render after it was set). */
export function noticeAt(notice: SiteNotice | null, location: { pathname: string; key: string }): SiteNotice | null {
  if (!notice) return null;
  if (notice.shownAt === null) return location.pathname === notice.path ? { ...notice, shownAt: location.key } : notice;
  return notice.shownAt === location.key ? notice : null;
}

interface SiteNoticeState {
  notice: SiteNotice | null;
  show: (text: string, path: string) => void;
  navigated: (location: { pathname: string; key: string }) => void;
  dismiss: () => void;
}

export const useSiteNoticeStore = create<SiteNoticeState>()((set, get) => ({
  notice: null,
  show: (text, path) => set({ notice: { text, path, shownAt: null } }),
  navigated: (location) => {
    const next = noticeAt(get().notice, location);
    if (next !== get().notice) set({ notice: next });
  },
  dismiss: () => set({ notice: null }),
}));

/** Shows `text` at the top of the page at `path`, which the caller is about to open. */
export function showSiteNotice(text: string, path: string): void {
  useSiteNoticeStore.getState().show(text, path);
}
