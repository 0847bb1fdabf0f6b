import { nextScrollChrome, useChromeStore, type ScrollChrome } from './chrome.store';

const top: ScrollChrome = { lastScrollY: 0, mastheadShrunk: false, mobileNavShrunk: false };

describe('chrome store', () => {
  beforeEach(() => {
    useChromeStore.setState({ ...top, mobileMenuOpen: false });
  });

  it('shrinks the masthead only once scrolled more than 100 px', () => {
    expect(nextScrollChrome(top, 100).mastheadShrunk).toBe(false);
    expect(nextScrollChrome(top, 101).mastheadShrunk).toBe(true);
  });

  it('shrinks the mobile nav while scrolling down past 100 px and expands it on scrolling up', () => {
    const down = nextScrollChrome(nextScrollChrome(top, 150), 300);
    expect(down.mobileNavShrunk).toBe(true);
    const up = nextScrollChrome(down, 280);
    expect(up.mobileNavShrunk).toBe(false);
    expect(up.mastheadShrunk).toBe(true);
  });

  it('keeps the mobile nav expanded near the top of the page', () => {
    expect(nextScrollChrome(top, 60).mobileNavShrunk).toBe(false);
  });

  it('opens and closes the mobile menu from the toggle', () => {
    useChromeStore.getState().toggleMobileMenu();
    expect(useChromeStore.getState().mobileMenuOpen).toBe(true);
    useChromeStore.getState().toggleMobileMenu();
    expect(useChromeStore.getState().mobileMenuOpen).toBe(false);
  });

  it('closes the menu when a link or the overlay asks it to', () => {
    useChromeStore.getState().toggleMobileMenu();
    useChromeStore.getState().closeMobileMenu();
    expect(useChromeStore.getState().mobileMenuOpen).toBe(false);
  });

  it('tracks scroll position through onScroll', () => {
    useChromeStore.getState().onScroll(250);
    expect(useChromeStore.getState()).toMatchObject({ lastScrollY: 250, mastheadShrunk: true, mobileNavShrunk: true });
    useChromeStore.getState().onScroll(40);
    expect(useChromeStore.getState()).toMatchObject({ lastScrollY: 40, mastheadShrunk: false, mobileNavShrunk: false });
  });
});
