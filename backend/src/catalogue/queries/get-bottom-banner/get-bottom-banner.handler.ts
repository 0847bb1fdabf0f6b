import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { type BottomBanner, GetBottomBannerQuery } from './get-bottom-banner.query';

@QueryHandler(GetBottomBannerQuery)
export class GetBottomBannerHandler implements IQueryHandler<GetBottomBannerQuery, BottomBanner> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute(): Promise<BottomBanner> {
    const row = await this.prisma.bottomBanner.findFirst({ where: { active: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return row ? { id: row.id, link: row.link, utm_campaign: row.utmCampaign, image: row.image } : null;
  }
}
