/** The wishlist routes of spec section 2: /wishlist/{user_id?} and /wishlist/{user_id}/list/{wishlist_id}. */

/** A user's boards; without a user, the logged-in user's own. `show` picks the all-saved or recommended listing. */
export function wishlistPath(userId?: number | null, options: { show?: 'all' | 'recommended'; page?: number } = {}): string {
  const base = userId ? `/wishlist/${userId}/` : '/wishlist/';
  const search = new URLSearchParams();
  if (options.show) search.set('show', options.show);
  if (options.show && options.page && options.page > 1) search.set('page', String(options.page));
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

/** One board, at a page of its posts. */
export function boardPath(userId: number, boardId: number, page = 1): string {
  return `/wishlist/${userId}/list/${boardId}${page > 1 ? `?page=${page}` : ''}`;
}

/** A user or board id from the address: a positive whole number, else null (the page is not found). */
export function parseRouteId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}


/** How many pages `total` posts fill, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
