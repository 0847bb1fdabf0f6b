import { Query } from '@nestjs/cqrs';

/** What the head of a blog post page needs; null when the post is missing or not published. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  content: string;
  image: string | null;
  publishedAt: Date | null;
}

export class GetBlogPostSummaryQuery extends Query<BlogPostSummary | null> {
  constructor(readonly slug: string) {
    super();
  }
}
