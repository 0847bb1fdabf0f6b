import { checkBoardName, BOARD_NAME_REQUIRED } from './form-errors';
import { boardPath, pageCount, parseRouteId, wishlistPath } from './wishlist-paths';

describe('wishlist addresses', () => {
  it('builds the routes of spec section 2 with the listing and page in the query', () => {
    expect(wishlistPath()).toBe('/wishlist/');
    expect(wishlistPath(42)).toBe('/wishlist/42/');
    expect(wishlistPath(42, { show: 'all' })).toBe('/wishlist/42/?show=all');
    expect(wishlistPath(null, { show: 'recommended', page: 3 })).toBe('/wishlist/?show=recommended&page=3');
    expect(wishlistPath(42, { show: 'all', page: 1 })).toBe('/wishlist/42/?show=all');
    expect(boardPath(42, 7)).toBe('/wishlist/42/list/7');
    expect(boardPath(42, 7, 2)).toBe('/wishlist/42/list/7?page=2');
  });

  it('reads ids and pages from the address, refusing anything else', () => {
    expect([parseRouteId('12'), parseRouteId('0'), parseRouteId('-1'), parseRouteId('abc'), parseRouteId('99999999999'), parseRouteId(undefined)]).toEqual([
      12,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect([pageCount(0, 24), pageCount(24, 24), pageCount(25, 24)]).toEqual([1, 1, 2]);
  });
});

describe('board names', () => {
  it("asks for a name in the spec's words, and trims it", () => {
    expect(checkBoardName('   ')).toEqual({ name: null, error: BOARD_NAME_REQUIRED });
    expect(BOARD_NAME_REQUIRED).toBe('Please enter a name for your board');
    expect(checkBoardName('  Wyrm hoard ')).toEqual({ name: 'Wyrm hoard', error: null });
    expect(checkBoardName('x'.repeat(81)).error).toBe('Please keep the name of your board to 80 characters or fewer');
  });
});
