import { Optional } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PostReader } from '../../../catalogue/catalogue.public';
import { PageCaches } from '../../../common/cache/page-caches';
import { TtlLruCache } from '../../../common/cache/ttl-lru-cache';
import { GetPostSummaryQuery, type PostSummary } from './get-post-summary.query';

/** The head of a post page reads the post the catalogue shows at that address (its visibility rule, its row cache). */
@QueryHandler(GetPostSummaryQuery)
export class GetPostSummaryHandler implements IQueryHandler<GetPostSummaryQuery, PostSummary | null> {
  private readonly cache = new TtlLruCache<PostSummary | null>(2_000, 30_000);

  constructor(
    private readonly posts: PostReader,
    @Optional() pageCaches?: PageCaches,
  ) {
    pageCaches?.register({ cacheName: 'heads', purge: (target) => this.cache.purge((slug) => target.postSlugs.includes(slug)) });
  }

  execute({ slug }: GetPostSummaryQuery): Promise<PostSummary | null> {
    return this.cache.getOrLoad(slug, () => this.load(slug));
  }

  private async load(slug: string): Promise<PostSummary | null> {
    const found = await this.posts.pageBySlug(slug);
    // A banner is a list item only: it has no page of its own.
    if (!found || found.post.type !== 'post') return null;
    const { post, unlisted } = found;
    return {
      slug: post.slug,
      title: post.title,
      content: post.content,
      image: post.image,
      price: post.price,
      rating: post.rating,
      ratingCount: post.rating_count,
      unlisted,
    };
  }
}
