import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AffiliateRefDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { refDto, refSelect } from '../../infra/affiliate-rows';
import { ListRefsQuery } from './list-refs.query';

/** Every tag and who holds it, by tag. */
@QueryHandler(ListRefsQuery)
export class ListRefsHandler implements IQueryHandler<ListRefsQuery, AffiliateRefDto[]> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute(): Promise<AffiliateRefDto[]> {
    const rows = await this.prisma.affiliateRef.findMany({ select: refSelect, orderBy: { ref: 'asc' } });
    return rows.map(refDto);
  }
}
