import { noticeAt, showSiteNotice, useSiteNoticeStore, type SiteNotice } from './site-notice';

describe('the one-off notice at the top of a page', () => {
  const waiting: SiteNotice = { text: 'Your password has been changed.', path: '/', shownAt: null };

  it('waits while the visitor is still on the page that set it', () => {
    expect(noticeAt(waiting, { pathname: '/reset/some-code', key: 'a' })).toBe(waiting);
  });

  it('shows on the page it is meant for, and stays there (re-renders, a remount)', () => {
    const shown = noticeAt(waiting, { pathname: '/', key: 'b' });
    expect(shown).toEqual({ ...waiting, shownAt: 'b' });
    expect(noticeAt(shown, { pathname: '/', key: 'b' })).toBe(shown);
  });

  it('goes with the next navigation, even to the same page again', () => {
    const shown: SiteNotice = { ...waiting, shownAt: 'b' };
    expect(noticeAt(shown, { pathname: '/popular/', key: 'c' })).toBeNull();
    expect(noticeAt(shown, { pathname: '/', key: 'd' })).toBeNull();
    expect(noticeAt(null, { pathname: '/', key: 'e' })).toBeNull();
  });

  it('is kept in a store any feature can fill and the layout reads', () => {
    showSiteNotice('Done.', '/');
    const store = useSiteNoticeStore.getState();
    store.navigated({ pathname: '/reset/x', key: 'a' });
    store.navigated({ pathname: '/', key: 'b' });
    expect(useSiteNoticeStore.getState().notice).toEqual({ text: 'Done.', path: '/', shownAt: 'b' });
    useSiteNoticeStore.getState().dismiss();
    expect(useSiteNoticeStore.getState().notice).toBeNull();
  });
});
