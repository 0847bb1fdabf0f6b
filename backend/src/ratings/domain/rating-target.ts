/** What a user can rate (spec sections 1 and 7): a post, a gift guide (a category) or a blog post. */
export const ratingTargetKinds = ['post', 'gift_guide', 'blog_post'] as const;
export type RatingTargetKind = (typeof ratingTargetKinds)[number];

export interface RatingTarget {
  kind: RatingTargetKind;
  id: number;
}
