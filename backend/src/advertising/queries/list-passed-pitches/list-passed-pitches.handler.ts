import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DROPOFFS_PAGE_SIZE } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { passedPitchFunnelId } from '../../domain/dropoffs';
import { ListPassedPitchesQuery, type PassedPitchesPage } from './list-passed-pitches.query';

/** Disapproved creatives with the reason and their advertiser, and the discount already sent for each, if any. */
@QueryHandler(ListPassedPitchesQuery)
export class ListPassedPitchesHandler implements IQueryHandler<ListPassedPitchesQuery, PassedPitchesPage> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ page }: ListPassedPitchesQuery): Promise<PassedPitchesPage> {
    const where = { status: 'disapproved' as const };
    const [rows, total] = await Promise.all([
      this.prisma.creative.findMany({
        where,
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * DROPOFFS_PAGE_SIZE,
        take: DROPOFFS_PAGE_SIZE,
        select: {
          id: true,
          title: true,
          campaignId: true,
          disapprovalReason: true,
          updatedAt: true,
          campaign: { select: { advertiser: { select: { id: true, username: true, email: true } } } },
        },
      }),
      this.prisma.creative.count({ where }),
    ]);
    const dropoffs = await this.prisma.dropoff.findMany({
      where: { funnelId: { in: rows.map((row) => passedPitchFunnelId(row.id)) } },
      select: { id: true, funnelId: true, discountSentAt: true },
    });
    const byFunnel = new Map(dropoffs.map((dropoff) => [dropoff.funnelId, dropoff]));
    const pages = Math.max(1, Math.ceil(total / DROPOFFS_PAGE_SIZE));
    return {
      pitches: rows.map((row) => {
        const dropoff = byFunnel.get(passedPitchFunnelId(row.id));
        const advertiser = row.campaign.advertiser;
        return {
          creative_id: row.id,
          title: row.title,
          campaign_id: row.campaignId,
          reason: row.disapprovalReason,
          passed_at: row.updatedAt.toISOString(),
          advertiser: advertiser ? { user_id: advertiser.id, username: advertiser.username, email: advertiser.email } : null,
          dropoff_id: dropoff?.id ?? null,
          discount_sent_at: dropoff?.discountSentAt?.toISOString() ?? null,
        };
      }),
      total,
      pages,
      hasMore: page < pages,
    };
  }
}
