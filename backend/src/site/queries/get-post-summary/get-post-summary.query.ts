import { Query } from '@nestjs/cqrs';

/** What the head of a post page needs; null when no visitor may see the post. */
export interface PostSummary {
  slug: string;
  title: string;
  content: string;
  image: string | null;
  price: number | null;
  rating: number;
  ratingCount: number;
  unlisted: boolean;
}

export class GetPostSummaryQuery extends Query<PostSummary | null> {
  constructor(readonly slug: string) {
    super();
  }
}
