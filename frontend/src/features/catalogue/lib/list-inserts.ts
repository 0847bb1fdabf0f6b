/** Spec section 9: native ads go at positions 3, 7 and 12 (1-based) of each page, on pages 1 to 8 only. */
export const NATIVE_AD_POSITIONS = [3, 7, 12] as const;
export const NATIVE_AD_LAST_PAGE = 8;
/** A featured item takes position 5 on gift lists; a related item position 4; both on page 1 only. */
export const FEATURED_POSITION = 5;
export const RELATED_POSITION = 4;

export type ListEntry<P, A> = { kind: 'post'; post: P } | { kind: 'ad'; ad: A } | { kind: 'featured'; post: P };

/** Places `item` at the 1-based `position`, or at the end when the list is shorter. */
function insertAt<T>(list: T[], position: number, item: T): T[] {
  const index = Math.min(position - 1, list.length);
  return [...list.slice(0, index), item, ...list.slice(index)];
}

export interface PageInserts<P, A> {
  page: number;
  posts: readonly P[];
  /** Ads still available to show; taken in order, one per slot. */
  ads?: readonly A[];
  /** Gift lists: the editorial feature, at position 5 on page 1. */
  featured?: P | null;
  /** Related list: the related item, at position 4 on page 1. */
  related?: P | null;
}

/** One page of a list with its inserted featured/related item and native ads, in display order. */
export function withInserts<P, A>({ page, posts, ads = [], featured, related }: PageInserts<P, A>): ListEntry<P, A>[] {
  let entries: ListEntry<P, A>[] = posts.map((post) => ({ kind: 'post', post }));
  if (page === 1 && related) entries = insertAt(entries, RELATED_POSITION, { kind: 'featured', post: related });
  if (page === 1 && featured) entries = insertAt(entries, FEATURED_POSITION, { kind: 'featured', post: featured });
  if (page >= 1 && page <= NATIVE_AD_LAST_PAGE && entries.length > 0) {
    let next = 0;
    for (const position of NATIVE_AD_POSITIONS) {
      const ad = ads[next];
      if (ad === undefined || position - 1 > entries.length) break;
      entries = insertAt(entries, position, { kind: 'ad', ad });
      next += 1;
    }
  }
  return entries;
}

/** How many ads a page of `postCount` posts can hold. */
export function adSlotsForPage(page: number, postCount: number): number {
  if (page < 1 || page > NATIVE_AD_LAST_PAGE || postCount === 0) return 0;
  let slots = 0;
  for (const position of NATIVE_AD_POSITIONS) if (position - 1 <= postCount + slots) slots += 1;
  return slots;
}
