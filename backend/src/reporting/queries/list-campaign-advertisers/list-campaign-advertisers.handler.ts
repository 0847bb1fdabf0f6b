import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CAMPAIGN_ADVERTISERS_MAX, type CampaignAdvertiserDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { ListCampaignAdvertisersQuery } from './list-campaign-advertisers.query';

/**
 * Every account that owns a campaign (deleted ones too: their campaigns stay on the dashboard), by name, with how many
 * campaigns each has; at most CAMPAIGN_ADVERTISERS_MAX, the ones with the most campaigns first when there are more.
 */
@QueryHandler(ListCampaignAdvertisersQuery)
export class ListCampaignAdvertisersHandler implements IQueryHandler<ListCampaignAdvertisersQuery, CampaignAdvertiserDto[]> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute(): Promise<CampaignAdvertiserDto[]> {
    const counted = await this.prisma.campaign.groupBy({
      by: ['advertiserId'],
      where: { advertiserId: { not: null } },
      _count: { _all: true },
      orderBy: [{ _count: { advertiserId: 'desc' } }, { advertiserId: 'asc' }],
      take: CAMPAIGN_ADVERTISERS_MAX,
    });
    const ids = counted.map((row) => row.advertiserId).filter((id): id is number => id !== null);
    const users = await this.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, username: true } });
    const names = new Map(users.map((user) => [user.id, user.username]));
    return counted
      .filter((row) => row.advertiserId !== null && names.has(row.advertiserId))
      .map((row) => ({ user_id: row.advertiserId!, username: names.get(row.advertiserId!)!, campaigns: row._count._all }))
      .sort((a, b) => a.username.localeCompare(b.username, 'en', { sensitivity: 'base' }) || a.user_id - b.user_id);
  }
}
