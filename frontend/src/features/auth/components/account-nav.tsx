import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { openAuthModal, preloadAuthModal, type AuthModalView } from '../../../lib/auth-modal';
import { withCountry } from '../../../lib/country';
import { accountPageHref } from '../../../lib/next-path';
import { useCountry } from '../../../lib/use-country';
import { useAuthStore } from '../stores/auth.store';
import styles from './account-nav.module.css';

const ON_ACCOUNT_PAGE = /^\/(login|register|logout|forgot|reset)(\/|$)/;

/** A plain left click opens the modal on the page; any other (new tab, new window) follows the link to the page. */
function openModalInstead(view: AuthModalView) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openAuthModal(view);
  };
}

/** Logging out goes home: the visitor's own country's home page. */
function useLogoutHref(): string {
  const home = withCountry('/', useCountry());
  return home === '/' ? '/logout/' : `/logout/?next=${encodeURIComponent(home)}`;
}

/**
 * Who is logged in, in the masthead and the mobile menu (spec section 2): "Log in" and "Register" for visitors, the
 * username with a small menu for a logged-in user. While the auth state is unknown (spec section 4) it holds a blank
 * box of the same size, so neither the links nor the name flash in and push things around.
 */
export function AccountNav({ placement }: { placement: 'masthead' | 'mobile-menu' }) {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const location = useLocation();
  const logoutHref = useLogoutHref();
  const extraLinks = roleLinks(user);
  const box = placement === 'masthead' ? styles.masthead : styles.mobile;

  if (status === 'unknown') return <div className={box} data-account-state="unknown" aria-hidden="true" />;

  if (status === 'logged-in' && user) {
    return placement === 'masthead' ? (
      <div className={box} data-account-state="logged-in">
        <AccountMenu username={user.username} logoutHref={logoutHref} extraLinks={extraLinks} />
      </div>
    ) : (
      <div className={box} data-account-state="logged-in">
        <p className={styles.signedIn}>
          Logged in as <strong>{user.username}</strong>
        </p>
        <Link className={`button button--ghost ${styles.mobileButton}`} to="/profile/">
          Profile
        </Link>
        <Link className={`button button--ghost ${styles.mobileButton}`} to="/wishlist/">
          Wishlists
        </Link>
        {extraLinks.map((link) => (
          <Link key={link.to} className={`button button--ghost ${styles.mobileButton}`} to={link.to}>
            {link.label}
          </Link>
        ))}
        <Link className={`button button--ghost ${styles.mobileButton}`} to={logoutHref}>
          Log out
        </Link>
      </div>
    );
  }

  const loginHref = accountPageHref('login', location);
  const registerHref = accountPageHref('register', location);
  if (placement === 'mobile-menu') {
    return (
      <div className={box} data-account-state="logged-out">
        <Link className={`button button--ghost ${styles.mobileButton}`} to={loginHref}>
          Log in
        </Link>
        <Link className={`button ${styles.mobileButton}`} to={registerHref}>
          Register
        </Link>
      </div>
    );
  }
  // On the account pages themselves the links go to the other page rather than open a modal over a form.
  const modal = !ON_ACCOUNT_PAGE.test(location.pathname);
  const trigger = (view: AuthModalView) =>
    modal ? { onClick: openModalInstead(view), onPointerEnter: preloadAuthModal, onFocus: preloadAuthModal, 'aria-haspopup': 'dialog' as const } : {};
  return (
    <div className={box} data-account-state="logged-out">
      <Link className={styles.login} to={loginHref} {...trigger('login')}>
        Log in
      </Link>
      <Link className={styles.register} to={registerHref} {...trigger('register')}>
        Register
      </Link>
    </div>
  );
}

interface RoleLink {
  to: string;
  label: string;
}

/**
 * The pages a user's flags open (spec section 6): the dashboard for advertisers; for admins the staff home, which lists
 * every staff tool, and the two they use most.
 */
function roleLinks(user: { advertiser: boolean; access: boolean } | null): RoleLink[] {
  if (!user) return [];
  const links: RoleLink[] = [];
  if (user.advertiser) links.push({ to: '/product-pitch/dashboard/', label: 'My campaigns' });
  if (user.access) {
    links.push({ to: '/admin/', label: 'Staff tools' }, { to: '/admin/approve/', label: 'Approve ads' }, { to: '/product-pitch/admin-dashboard/', label: 'All campaigns' });
  }
  return links;
}

/** Keys that scroll the page when pressed outside a field or a menu. */
const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown', ' ']);

/**
 * The username as a button that shows a small menu (Log out); Escape, a click elsewhere or the visitor scrolling the
 * page close it.
 */
function AccountMenu({ username, logoutHref, extraLinks }: { username: string; logoutHref: string; extraLinks: RoleLink[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => !wrapper.current?.contains(event.target as Node);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      } else if (SCROLL_KEYS.has(event.key) && outside(event)) {
        setOpen(false);
      }
    };
    // A press, a focus or a scroll gesture (a wheel, a swipe) elsewhere closes the menu. The page scrolling by itself
    // (a list restoring its place, pages loading, a late image moving the layout) leaves it open: the link the
    // visitor is reaching for stays where it is.
    const closeIfOutside = (event: Event) => {
      if (outside(event)) setOpen(false);
    };
    const outsideEvents = ['pointerdown', 'focusin', 'wheel', 'touchmove'] as const;
    for (const type of outsideEvents) document.addEventListener(type, closeIfOutside, { passive: true });
    document.addEventListener('keydown', onKey);
    return () => {
      for (const type of outsideEvents) document.removeEventListener(type, closeIfOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={wrapper} className={styles.menuWrapper} data-account-menu={open ? 'open' : 'closed'}>
      <button
        ref={button}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        data-account-menu-button
      >
        <span className={styles.avatar} aria-hidden="true">
          {username.charAt(0).toUpperCase()}
        </span>
        <span className={styles.username}>{username}</span>
        <svg className={styles.caret} viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4.5 6 8l4-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div id={menuId} className={styles.menu} hidden={!open}>
        <p className={styles.menuNote}>
          Logged in as <strong>{username}</strong>
        </p>
        <ul className={styles.menuList}>
          <li>
            <Link className={styles.menuItem} to="/wishlist/">
              My wishlists
            </Link>
          </li>
          <li>
            <Link className={styles.menuItem} to="/profile/">
              Profile
            </Link>
          </li>
          {extraLinks.map((link) => (
            <li key={link.to}>
              <Link className={styles.menuItem} to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link className={styles.menuItem} to={logoutHref}>
              Log out
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
