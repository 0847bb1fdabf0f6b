import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/runtime';
import { SORT_CODES } from '../../domain/affiliate-link';
import { postViewSelect, toPostView, type PostView } from '../../domain/post-view';
import { GetPostQuery } from './get-post.query';

@QueryHandler(GetPostQuery)
export class GetPostHandler implements IQueryHandler<GetPostQuery, PostView> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ slug, visitor, size }: GetPostQuery): Promise<PostView> {
    const row = await this.prisma.post.findFirst({
      where: { slug, status: { in: ['published', 'unlisted'] } },
      select: postViewSelect,
    });
    if (!row) throw new NotFoundError('POST_NOT_FOUND', 'Post not found');
    // The post page is reached from the newest list more than any other; it carries that list's code.
    const post = toPostView(row, { ...visitor, sortCode: SORT_CODES.new });
    return size === undefined ? post : { ...post, images: post.images.slice(0, size) };
  }
}
