/** Spec section 9: native ads go at positions 3, 7 and 12 (1-based) of each page, on pages 1 to 8 only. */
export const NATIVE_AD_POSITIONS = [3, 7, 12] as const;
export const NATIVE_AD_LAST_PAGE = 8;
/** A featured item takes position 5 on gift lists; a related item position 4; both on page 1 only. */
export const FEATURED_POSITION = 5;
export const RELATED_POSITION = 4;

export type ListEntry<P, A> = { kind: 'post'; post: P } | { kind: 'ad'; ad: A } | { kind: 'featured'; post: P };

export interface PageInserts<P, A> {
  page: number;
  posts: readonly P[];
  /** Ads available to this page; taken in order, one per slot. */
  ads?: readonly A[];
  /** Gift lists: the editorial feature, at position 5 on page 1. */
  featured?: P | null;
  /** Related list: the related item, at position 4 on page 1. */
  related?: P | null;
}

/**
 * One page of a list with its inserted featured/related item and native ads, in display order. Every insert lands on
 * its own position of the page as shown (ads on 3, 7 and 12, the feature on 5 or 4), the posts filling the positions
 * between; on a page too short to reach its position, the feature closes the page.
 */
export function withInserts<P, A>({ page, posts, ads = [], featured, related }: PageInserts<P, A>): ListEntry<P, A>[] {
  if (posts.length === 0) return [];
  const adsShown = page >= 1 && page <= NATIVE_AD_LAST_PAGE ? ads : [];
  const feature = page === 1 ? (related ? { item: related, position: RELATED_POSITION } : featured ? { item: featured, position: FEATURED_POSITION } : null) : null;
  const entries: ListEntry<P, A>[] = [];
  let nextPost = 0;
  let nextAd = 0;
  let featurePlaced = feature === null;
  for (let position = 1; nextPost < posts.length || !featurePlaced; position += 1) {
    const ad = (NATIVE_AD_POSITIONS as readonly number[]).includes(position) ? adsShown[nextAd] : undefined;
    if (ad !== undefined) {
      entries.push({ kind: 'ad', ad });
      nextAd += 1;
    } else if (!featurePlaced && (position === feature!.position || nextPost >= posts.length)) {
      entries.push({ kind: 'featured', post: feature!.item });
      featurePlaced = true;
    } else {
      entries.push({ kind: 'post', post: posts[nextPost]! });
      nextPost += 1;
    }
  }
  return entries;
}

/** How many ads a page of `postCount` posts can hold: an ad needs a post after it. */
export function adSlotsForPage(page: number, postCount: number): number {
  if (page < 1 || page > NATIVE_AD_LAST_PAGE || postCount === 0) return 0;
  let slots = 0;
  for (const position of NATIVE_AD_POSITIONS) if (position - 1 < postCount + slots) slots += 1;
  return slots;
}

/**
 * The ads for one page, in slot order. The API chooses each page's ads for where they stand (the list's price range,
 * gift guide and country, rotated from page to page), so the page shows them as sent, at most one per slot. A slot
 * without an ad stays a post: `withInserts` fills it with the next post, so no slot is left empty.
 */
export function adsForPage<A>(ads: readonly A[], page: number, slots: number): A[] {
  if (page < 1 || page > NATIVE_AD_LAST_PAGE || slots <= 0) return [];
  return ads.slice(0, slots);
}
