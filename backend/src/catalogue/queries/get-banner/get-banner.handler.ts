import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { type BannerLinks, GetBannerQuery } from './get-banner.query';

@QueryHandler(GetBannerQuery)
export class GetBannerHandler implements IQueryHandler<GetBannerQuery, BannerLinks> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute(): Promise<BannerLinks> {
    const banner = await this.prisma.banner.findFirst({ where: { active: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return { link: banner?.link ?? null, uk_link: banner?.ukLink ?? null, ca_link: banner?.caLink ?? null };
  }
}
