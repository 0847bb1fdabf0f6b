import { listPageHref } from './page-links';

describe('the address of a page of a list', () => {
  it.each([
    ['/', '', 2, '/page/2/'],
    ['/popular/', '', 2, '/popular/page/2/'],
    ['/uk/new/page/3/', '', 4, '/uk/new/page/4/'],
    ['/gifts/for-him/sort/low', '', 2, '/gifts/for-him/sort/low/page/2/'],
    ['/gifts/page/2', '?min=10&max=50', 3, '/gifts/page/3/?min=10&max=50'],
    ['/wishlisted-price/page/2/', '?from=5', 1, '/wishlisted-price/?from=5'],
  ])('of %s%s, page %i, is %s', (pathname, search, page, expected) => {
    expect(listPageHref(pathname, search, page)).toBe(expected);
  });
});
