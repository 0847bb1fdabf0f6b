import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
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
      id: row.id,
      campaign_id: row.campaignId,
      title: row.title,
      content: row.content,
      price: row.price === null ? null : Number(row.price),
      link: row.link,
      image: row.image,
      upload_type: row.uploadType,
      embed: row.embed,
      gif: row.gif,
      slug: row.slug,
      created_at: row.createdAt.toISOString(),
      advertiser: row.campaign.advertiser ? { user_id: row.campaign.advertiser.id, username: row.campaign.advertiser.username } : null,
    }));
  }
}
