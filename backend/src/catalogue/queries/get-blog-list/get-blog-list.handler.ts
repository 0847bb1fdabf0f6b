import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BlogPostDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { toBlogPostDto } from './blog-post-view';
import { BLOG_LIST_SIZE, GetBlogListQuery } from './get-blog-list.query';

@QueryHandler(GetBlogListQuery)
export class GetBlogListHandler implements IQueryHandler<GetBlogListQuery, BlogPostDto[]> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute(): Promise<BlogPostDto[]> {
    const rows = await this.prisma.blogPost.findMany({
      where: { status: 'published' },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
      take: BLOG_LIST_SIZE,
    });
    return rows.map(toBlogPostDto);
  }
}
