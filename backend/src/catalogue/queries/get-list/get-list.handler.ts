import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/runtime';
import { listSorts, PAGE_SIZE } from '../../domain/list-sorts';
import { postViewSelect, toPostView } from '../../domain/post-view';
import { GetListQuery, type ListResult } from './get-list.query';

@QueryHandler(GetListQuery)
export class GetListHandler implements IQueryHandler<GetListQuery, ListResult> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ sort, page }: GetListQuery): Promise<ListResult> {
    const rows = await this.prisma.post.findMany({
      where: { status: 'published', type: 'post', ...(sort === 'instagram' ? { instagram: true } : {}) },
      orderBy: listSorts[sort].orderBy,
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
      select: postViewSelect,
    });
    return { posts: rows.map(toPostView), sort, page };
  }
}
