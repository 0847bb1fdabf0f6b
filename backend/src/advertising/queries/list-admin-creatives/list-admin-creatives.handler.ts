import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ADMIN_CREATIVES_PAGE_SIZE, type AdminCreativeDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { creativeAdvertiser, toCreativeContentDto } from '../../domain/creative-dto';
import { ListAdminCreativesQuery } from './list-admin-creatives.query';

/**
 * Every creative of every advertiser for staff, newest first, a page at a time: its status, campaign and advertiser,
 * whether its campaign's fee is paid (a succeeded campaign-fee charge), and the boost it was converted to.
 */
@QueryHandler(ListAdminCreativesQuery)
export class ListAdminCreativesHandler implements IQueryHandler<ListAdminCreativesQuery, { creatives: AdminCreativeDto[]; hasMore: boolean }> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ page }: ListAdminCreativesQuery): Promise<{ creatives: AdminCreativeDto[]; hasMore: boolean }> {
    const rows = await this.prisma.creative.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * ADMIN_CREATIVES_PAGE_SIZE,
      take: ADMIN_CREATIVES_PAGE_SIZE + 1,
      include: {
        campaign: {
          select: {
            advertiser: { select: { id: true, username: true } },
            payments: { where: { kind: 'charge', status: 'succeeded' }, select: { id: true }, take: 1 },
          },
        },
      },
    });
    const shown = rows.slice(0, ADMIN_CREATIVES_PAGE_SIZE);
    const boosts = await this.prisma.boostDate.findMany({
      where: { convertedFromCreativeId: { in: shown.map((row) => row.id) } },
      select: { id: true, date: true, postId: true, convertedFromCreativeId: true },
    });
    const boostOf = new Map(boosts.map((boost) => [boost.convertedFromCreativeId, boost]));
    const creatives = shown.map((row): AdminCreativeDto => {
      const boost = boostOf.get(row.id);
      return {
        ...toCreativeContentDto(row),
        status: row.status,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        advertiser: creativeAdvertiser(row.campaign.advertiser),
        paid: row.campaign.payments.length > 0,
        converted_boost: boost ? { id: boost.id, date: boost.date.toISOString().slice(0, 10), post_id: boost.postId } : null,
      };
    });
    return { creatives, hasMore: rows.length > ADMIN_CREATIVES_PAGE_SIZE };
  }
}
