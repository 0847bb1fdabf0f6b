import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DROPOFFS_PAGE_SIZE } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { DROPOFF_SELECT, toDropoffDto } from '../../domain/dropoffs';
import { type DropoffsPage, ListDropoffsQuery } from './list-dropoffs.query';

/** Disqualified dropoffs leave the list; the rest, newest left first (id breaks ties so pages never overlap). */
@QueryHandler(ListDropoffsQuery)
export class ListDropoffsHandler implements IQueryHandler<ListDropoffsQuery, DropoffsPage> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ page }: ListDropoffsQuery): Promise<DropoffsPage> {
    const where = { disqualified: false };
    const [rows, total] = await Promise.all([
      this.prisma.dropoff.findMany({
        where,
        orderBy: [{ leftAt: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * DROPOFFS_PAGE_SIZE,
        take: DROPOFFS_PAGE_SIZE,
        select: DROPOFF_SELECT,
      }),
      this.prisma.dropoff.count({ where }),
    ]);
    const pages = Math.max(1, Math.ceil(total / DROPOFFS_PAGE_SIZE));
    return { dropoffs: rows.map(toDropoffDto), total, pages, hasMore: page < pages };
  }
}
