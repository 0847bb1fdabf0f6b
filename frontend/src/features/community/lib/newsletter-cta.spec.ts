import { newsletterCtaAllowedOn, newsletterCtaEligible, newsletterCtaHidden } from './newsletter-cta';

describe('the newsletter call to action', () => {
  it('comes on catalogue pages, blog and giveaways, in every country', () => {
    for (const path of ['/', '/uk/', '/ca', '/popular/page/2/', '/gifts/mugs/', '/search/mug', '/wyrm-mug/', '/uk/wyrm-mug/', '/blog/', '/giveaway/win-a-mug']) {
      expect(newsletterCtaAllowedOn(path)).toBe(true);
    }
  });

  it('stays away from the account, form, advertising and about pages', () => {
    for (const path of [
      '/login/',
      '/register/',
      '/product-pitch',
      '/product-pitch/dashboard/',
      '/product-pitch-terms-and-conditions/',
      '/about/',
      '/contact/',
      '/submit-product/',
      '/confirm-subscribe/abc/',
      '/success-social-login',
      '/profile/',
      '/wishlist/3',
      '/wyrm-mug/boost',
    ]) {
      expect(newsletterCtaAllowedOn(path)).toBe(false);
    }
  });

  it('is only for visitors who have not hidden it', () => {
    const base = { authStatus: 'logged-out' as const, hidden: false, pathname: '/' };
    expect(newsletterCtaEligible(base)).toBe(true);
    expect(newsletterCtaEligible({ ...base, authStatus: 'logged-in' })).toBe(false);
    expect(newsletterCtaEligible({ ...base, authStatus: 'unknown' })).toBe(false);
    expect(newsletterCtaEligible({ ...base, hidden: true })).toBe(false);
    expect(newsletterCtaEligible({ ...base, pathname: '/login/' })).toBe(false);
  });

  it('reads the ten-year hide cookie', () => {
    expect(newsletterCtaHidden('a=1; hide_newsletter_cta=1')).toBe(true);
    expect(newsletterCtaHidden('a=1')).toBe(false);
  });
});
