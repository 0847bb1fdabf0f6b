import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { noticeAt, useSiteNoticeStore } from '../lib/site-notice';
import styles from './site-notice.module.css';

/**
 * The one-off confirmation of lib/site-notice at the top of the page it was meant for (a password reset sends the
 * visitor home with "Your password has been changed."). The polite live region is always in the page, so a screen
 * reader hears the text when it arrives; it goes with the next navigation or its close button.
 */
export function SiteNoticeBar() {
  const location = useLocation();
  const notice = useSiteNoticeStore((state) => state.notice);
  const navigated = useSiteNoticeStore((state) => state.navigated);
  const dismiss = useSiteNoticeStore((state) => state.dismiss);

  useEffect(() => {
    navigated({ pathname: location.pathname, key: location.key });
  }, [navigated, notice, location.pathname, location.key]);

  const current = noticeAt(notice, location);
  const shown = current !== null && current.shownAt === location.key;
  return (
    <div className={shown ? `page-container ${styles.slot}` : undefined} role="status" aria-live="polite">
      {shown && (
        <div className={styles.notice} data-site-notice>
          <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="m6 10.4 2.6 2.6L14.2 7.4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <p className={styles.text}>{current.text}</p>
          <button type="button" className={styles.close} onClick={dismiss} aria-label="Dismiss">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
