import { readCookie } from './cookies';
import { bottomBannerAllowed, EUROPEAN_COUNTRY_CODES, isEuropean, visitorCountryCode } from './visitor-country';

describe('visitor country', () => {
  it('prefers the country cookie, then the uk/ca prefix, then US', () => {
    expect(visitorCountryCode('de', '/')).toBe('DE');
    expect(visitorCountryCode('uk', '/')).toBe('GB');
    expect(visitorCountryCode(undefined, '/uk/gifts/')).toBe('GB');
    expect(visitorCountryCode(undefined, '/ca/')).toBe('CA');
    expect(visitorCountryCode('nonsense', '/')).toBe('US');
  });

  it('knows about 52 European countries, the UK among them', () => {
    expect(EUROPEAN_COUNTRY_CODES.size).toBeGreaterThanOrEqual(50);
    expect(EUROPEAN_COUNTRY_CODES.size).toBeLessThanOrEqual(56);
    expect(isEuropean('GB')).toBe(true);
    expect(isEuropean('FR')).toBe(true);
    expect(isEuropean('US')).toBe(false);
    expect(isEuropean('CA')).toBe(false);
  });

  it('never allows the bottom banner for Europe, on /about/ or on product-pitch pages', () => {
    expect(bottomBannerAllowed('US', '/')).toBe(true);
    expect(bottomBannerAllowed('DE', '/')).toBe(false);
    expect(bottomBannerAllowed('US', '/about/')).toBe(false);
    expect(bottomBannerAllowed('US', '/product-pitch')).toBe(false);
    expect(bottomBannerAllowed('US', '/product-pitch/dashboard/')).toBe(false);
    expect(bottomBannerAllowed('US', '/product-pitch-terms-and-conditions/')).toBe(false);
    expect(bottomBannerAllowed('US', '/about-dragons/')).toBe(true);
  });
});

describe('readCookie', () => {
  it('finds a cookie by name in a cookie header', () => {
    expect(readCookie('country', 'a=1; country=de; b=2')).toBe('de');
    expect(readCookie('missing', 'a=1')).toBeUndefined();
  });
});
