import { redirectFor } from './redirects';

describe('client redirects', () => {
  it('sends /search/, /!/ and /_=_/ home', () => {
    expect(redirectFor('/search/', '')).toBe('/');
    expect(redirectFor('/search', '')).toBe('/');
    expect(redirectFor('/!/', '')).toBe('/');
    expect(redirectFor('/_=_/', '')).toBe('/');
  });

  it('sends /ssna/ and /submit/ to the product pitch', () => {
    expect(redirectFor('/ssna/', '')).toBe('/product-pitch');
    expect(redirectFor('/submit/', '')).toBe('/product-pitch');
  });

  it('sends an unresolved template placeholder path home', () => {
    expect(redirectFor('/{{post.slug}}/', '')).toBe('/');
    expect(redirectFor('/%7B%7Bslug%7D%7D/', '')).toBe('/');
    expect(redirectFor('/uk/%7b%7bslug%7d%7d', '')).toBe('/');
  });

  it('turns a search query on the home page into the search URL, keeping the country', () => {
    expect(redirectFor('/', '?s=dragon mug')).toBe('/search/dragon%20mug');
    expect(redirectFor('/uk/', '?search=cloak')).toBe('/uk/search/cloak');
    expect(redirectFor('/', '?s=')).toBeNull();
  });

  it('leaves every other page alone', () => {
    expect(redirectFor('/', '')).toBeNull();
    expect(redirectFor('/search/dragon', '')).toBeNull();
    expect(redirectFor('/gifts/', '?s=x')).toBeNull();
  });
});
