import { pageWindow, parsePageNumber } from './page-window';

describe('the numbered pages of a pager', () => {
  it('reads a page from the address (query or path), and nothing that is not a page', () => {
    expect([parsePageNumber(null), parsePageNumber(undefined), parsePageNumber(''), parsePageNumber('3'), parsePageNumber('4')]).toEqual([1, 1, 1, 3, 4]);
    expect([parsePageNumber('0'), parsePageNumber('x'), parsePageNumber('two')]).toEqual([null, null, null]);
  });

  it('shows the first, the last and two pages either side of the current one, gaps as null', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});
