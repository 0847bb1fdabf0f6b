import { accountPageHref, nextPathFromSearch, safeNextPath } from './next-path';

describe('the next path after logging in', () => {
  it('takes a path of this site with its query and hash', () => {
    expect(safeNextPath('/popular/')).toBe('/popular/');
    expect(safeNextPath('/uk/gifts/dragons/?min=20&max=50#top')).toBe('/uk/gifts/dragons/?min=20&max=50#top');
    expect(safeNextPath('/')).toBe('/');
  });

  it('refuses other sites, however the address is written', () => {
    for (const value of [
      '//evil.example/',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      'evil.example',
      ' /popular/',
      '/\t/evil.example',
      '/%0a/evil.example'.replace('%0a', '\n'),
    ]) {
      expect(safeNextPath(value)).toBeNull();
    }
  });

  it('refuses nothing, empty, over-long values and the account pages themselves', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath('')).toBeNull();
    expect(safeNextPath(`/${'a'.repeat(2000)}`)).toBeNull();
    expect(safeNextPath('/login/')).toBeNull();
    expect(safeNextPath('/register/?next=/popular/')).toBeNull();
    expect(safeNextPath('/logout')).toBeNull();
    expect(safeNextPath('/forgot/')).toBeNull();
    expect(safeNextPath('/reset/abcdefghijklmnopqrstuvwxyz0123456789-_ABCDEFG')).toBeNull();
    expect(safeNextPath('/login-tips-for-dragons/')).toBe('/login-tips-for-dragons/');
  });

  it('reads the next parameter of a page, falling back when it is missing or unsafe', () => {
    expect(nextPathFromSearch('?next=%2Fnew%2F')).toBe('/new/');
    expect(nextPathFromSearch('?next=%2F%2Fevil.example')).toBe('/');
    expect(nextPathFromSearch('', '/uk/')).toBe('/uk/');
  });

  it('links to an account page that comes back to the current page', () => {
    expect(accountPageHref('login', { pathname: '/popular/', search: '?x=1' })).toBe('/login/?next=%2Fpopular%2F%3Fx%3D1');
    expect(accountPageHref('register', { pathname: '/', search: '' })).toBe('/register/');
    // Between the account pages the original destination is kept.
    expect(accountPageHref('register', { pathname: '/login/', search: '?next=%2Fnew%2F' })).toBe('/register/?next=%2Fnew%2F');
    expect(accountPageHref('login', { pathname: '/register/', search: '' })).toBe('/login/');
    // A reset link's code never rides along to the login page.
    expect(accountPageHref('login', { pathname: '/reset/abcdefghijklmnopqrstuvwxyz0123', search: '' })).toBe('/login/');
    expect(accountPageHref('register', { pathname: '/forgot/', search: '' })).toBe('/register/');
  });
});
