import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { creativeAdvertiser, toCreativeContentDto } from '../../domain/creative-dto';
import { ListUnapprovedQuery, UNAPPROVED_LIMIT, type UnapprovedCreativeDto } from './list-unapproved.query';

/** The approval queue: creatives waiting for approval, oldest first, with their advertiser. */
@QueryHandler(ListUnapprovedQuery)
export class ListUnapprovedHandler implements IQueryHandler<ListUnapprovedQuery, UnapprovedCreativeDto[]> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute(): Promise<UnapprovedCreativeDto[]> {
    const rows = await this.prisma.creative.findMany({
      where: { status: 'pending_approval' },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: UNAPPROVED_LIMIT,
      include: { campaign: { select: { advertiser: { select: { id: true, username: true } } } } },
    });
    return rows.map((row) => ({
      ...toCreativeContentDto(row),
      created_at: row.createdAt.toISOString(),
      advertiser: creativeAdvertiser(row.campaign.advertiser),
    }));
  }
}
