import { create } from 'zustand';

/** Spec section 9: the masthead and mobile nav react once the page has scrolled past 100 px. */
export const SHRINK_THRESHOLD_PX = 100;

export interface ScrollChrome {
  lastScrollY: number;
  /** Desktop masthead: shrunk while scrolled more than 100 px down. */
  mastheadShrunk: boolean;
  /** Mobile nav: shrinks when scrolling down past 100 px, expands again on any upward scroll. */
  mobileNavShrunk: boolean;
}

export interface ChromeState extends ScrollChrome {
  mobileMenuOpen: boolean;
  mobileSearchOpen: boolean;
  toggleMobileSearch: () => void;
  closeMobileSearch: () => void;
  toggleMobileMenu: () => void;
  closeMobileMenu: () => void;
  onScroll: (scrollY: number) => void;
}

export function nextScrollChrome(previous: ScrollChrome, scrollY: number): ScrollChrome {
  const pastThreshold = scrollY > SHRINK_THRESHOLD_PX;
  let mobileNavShrunk = previous.mobileNavShrunk;
  if (!pastThreshold || scrollY < previous.lastScrollY) mobileNavShrunk = false;
  else if (scrollY > previous.lastScrollY) mobileNavShrunk = true;
  return { lastScrollY: scrollY, mastheadShrunk: pastThreshold, mobileNavShrunk };
}

export const useChromeStore = create<ChromeState>()((set, get) => ({
  lastScrollY: 0,
  mastheadShrunk: false,
  mobileNavShrunk: false,
  mobileMenuOpen: false,
  mobileSearchOpen: false,
  // The menu and the search box share the space under the bar, so opening one closes the other.
  toggleMobileSearch: () => set((state) => ({ mobileSearchOpen: !state.mobileSearchOpen, mobileMenuOpen: false })),
  closeMobileSearch: () => set({ mobileSearchOpen: false }),
  toggleMobileMenu: () => set((state) => ({ mobileMenuOpen: !state.mobileMenuOpen, mobileSearchOpen: false })),
  closeMobileMenu: () => set({ mobileMenuOpen: false }),
  onScroll: (scrollY) => {
    const next = nextScrollChrome(get(), scrollY);
    const current = get();
    // Scroll fires often; only notify subscribers when a visible flag flips.
    if (next.mastheadShrunk !== current.mastheadShrunk || next.mobileNavShrunk !== current.mobileNavShrunk) set(next);
    else set({ lastScrollY: scrollY });
  },
}));
