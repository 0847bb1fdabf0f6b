import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type BlogPostDto, NotFoundError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { SORT_CODES } from '../../domain/affiliate-link';
import { PostReader } from '../../infra/post-reader';
import { toBlogPostDto } from '../get-blog-list/blog-post-view';
import { GetBlogPostQuery } from './get-blog-post.query';

@QueryHandler(GetBlogPostQuery)
export class GetBlogPostHandler implements IQueryHandler<GetBlogPostQuery, BlogPostDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly posts: PostReader,
  ) {}

  async execute({ slug, visitor }: GetBlogPostQuery): Promise<BlogPostDto> {
    const row = await this.prisma.blogPost.findFirst({
      where: { slug, status: 'published' },
      include: { relatedPosts: { orderBy: { position: 'asc' }, select: { postId: true } } },
    });
    if (!row) throw new NotFoundError('BLOG_POST_NOT_FOUND', 'Blog post not found');
    const posts = await this.posts.views(
      row.relatedPosts.map((related) => related.postId),
      { ...visitor, sortCode: SORT_CODES.related },
    );
    return { ...toBlogPostDto(row), posts };
  }
}
