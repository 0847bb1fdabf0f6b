import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { withCountry } from '../../../lib/country';
import { useCountry } from '../../../lib/use-country';
import { useChromeStore } from '../stores/chrome.store';
import { CountrySwitch } from './country-switch';
import { Logo } from './logo';
import { SearchForm } from './search-box';
import { FOOTER_ITEMS, NAV_ITEMS, navHref } from './nav-items';
import styles from './mobile-nav.module.css';

const MENU_ID = 'mobile-menu';
const SEARCH_ID = 'mobile-search';

/** `account` is who is logged in (Log in / Register, or the username and Log out), shown in the menu; from the app. */
export function MobileNav({ account }: { account?: ReactNode }) {
  const open = useChromeStore((s) => s.mobileMenuOpen);
  const shrunk = useChromeStore((s) => s.mobileNavShrunk);
  const toggle = useChromeStore((s) => s.toggleMobileMenu);
  const close = useChromeStore((s) => s.closeMobileMenu);
  const searchOpen = useChromeStore((s) => s.mobileSearchOpen);
  const toggleSearch = useChromeStore((s) => s.toggleMobileSearch);
  const closeSearch = useChromeStore((s) => s.closeMobileSearch);
  const country = useCountry();
  const { pathname } = useLocation();
  const menuToggle = useRef<HTMLButtonElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  // Closing by keyboard or overlay puts focus back on the button that opened the panel, not on the page top.
  const closeMenuToToggle = () => {
    close();
    menuToggle.current?.focus();
  };
  const closeSearchToToggle = () => {
    closeSearch();
    searchToggle.current?.focus();
  };

  // Back/forward navigation does not click a menu link, so close on any route change as well.
  useEffect(() => {
    close();
    closeSearch();
  }, [pathname, close, closeSearch]);

  useEffect(() => {
    if (!open) return;
    document.body.classList.add('menu-open');
    // Opening the menu moves focus into it; Tab and Shift+Tab stay within the toggle and the menu while it is open.
    menu.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        menuToggle.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !menu.current || !menuToggle.current) return;
      const focusable = [menuToggle.current, ...menu.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      const index = focusable.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? focusable.length - 1 : index - 1) : index === -1 || index === focusable.length - 1 ? 0 : index + 1;
      event.preventDefault();
      focusable[next]?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove('menu-open');
      window.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  useEffect(() => {
    if (!searchOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeSearch();
      searchToggle.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [searchOpen, closeSearch]);

  return (
    <>
      <div className={`${styles.mobileNav} ${shrunk && !open ? styles.shrunk : ''}`} data-shrunk={(shrunk && !open) || undefined}>
        <div className={styles.bar}>
          <button
            ref={menuToggle}
            type="button"
            className={`${styles.toggle} ${open ? styles.toggleOpen : ''}`}
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={toggle}
          >
            <span className={styles.burger} aria-hidden="true" />
          </button>
          <Logo homeHref={withCountry('/', country)} compact onNavigate={close} />
          <button
            ref={searchToggle}
            type="button"
            className={styles.toggle}
            aria-expanded={searchOpen}
            aria-controls={SEARCH_ID}
            aria-label={searchOpen ? 'Close search' : 'Search'}
            onClick={toggleSearch}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="m15.5 15.5 5 5" />
            </svg>
          </button>
        </div>
        {searchOpen && (
          <>
            <div className={styles.overlay} onClick={closeSearchToToggle} data-testid="mobile-search-overlay" />
            <div id={SEARCH_ID} className={styles.searchPanel}>
              <SearchForm autoFocus onSubmitted={closeSearch} />
            </div>
          </>
        )}
        {open && (
          <>
            <div className={styles.overlay} onClick={closeMenuToToggle} data-testid="mobile-menu-overlay" />
            <nav ref={menu} id={MENU_ID} className={styles.menu} aria-label="Main menu">
              <ul className={styles.links}>
                {NAV_ITEMS.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={navHref(item, country)}
                      className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                      onClick={close}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              {account}
              <div className={styles.menuFooter}>
                <CountrySwitch onNavigate={close} />
                <ul className={styles.smallLinks}>
                  {FOOTER_ITEMS.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} onClick={close}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            </nav>
          </>
        )}
      </div>
      {/* Without the page's script the toggles open nothing: they are hidden (keeping their room), and the menu's links
          and the search lie under the bar instead. */}
      <noscript>
        <style>{`.${styles.toggle} { visibility: hidden; }`}</style>
        <nav className={styles.noScriptMenu} aria-label="Main menu">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={navHref(item, country)}>{item.label}</Link>
              </li>
            ))}
          </ul>
          <SearchForm />
        </nav>
      </noscript>
    </>
  );
}
