import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CampaignPageDto } from '@emberhold/contracts';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { CampaignSummaries } from '../../infra/campaign-summaries';
import { type AllCampaignsFilter, CAMPAIGNS_PER_PAGE, ListAllCampaignsQuery } from './list-all-campaigns.query';

const DAY_MS = 86_400_000;

/** `text` as a LIKE pattern matching it anywhere, its own %, _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The filter as SQL conditions on campaigns `c`, their advertiser `u` and the newest creative's status `newest`. */
function conditions(filter: AllCampaignsFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (filter.q) {
    const pattern = containing(filter.q);
    parts.push(Prisma.sql`(
      u.email ILIKE ${pattern} OR u.username ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM creatives t WHERE t.campaign_id = c.id AND t.title ILIKE ${pattern})
    )`);
  }
  // A campaign without any creative is a draft (as the summaries say).
  if (filter.status) parts.push(Prisma.sql`COALESCE(newest.status::text, 'draft') = ${filter.status}`);
  if (filter.advertiser !== undefined) parts.push(Prisma.sql`c.advertiser_id = ${filter.advertiser}`);
  if (filter.from) parts.push(Prisma.sql`c.created_at >= ${new Date(`${filter.from}T00:00:00Z`)}`);
  if (filter.to) parts.push(Prisma.sql`c.created_at < ${new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + DAY_MS)}`);
  return parts.length === 0 ? Prisma.sql`TRUE` : Prisma.join(parts, ' AND ');
}

/**
 * The admins' dashboard: every campaign, newest first, 20 a page; a page past the last is empty. Searched (title,
 * advertiser email or username) and filtered (status, advertiser, creation days) in the database, with bound parameters.
 */
@QueryHandler(ListAllCampaignsQuery)
export class ListAllCampaignsHandler implements IQueryHandler<ListAllCampaignsQuery, CampaignPageDto> {
  constructor(
    private readonly summaries: CampaignSummaries,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
  ) {}

  async execute({ page, filter }: ListAllCampaignsQuery): Promise<CampaignPageDto> {
    const skip = (page - 1) * CAMPAIGNS_PER_PAGE;
    if (!filter.q && !filter.status && filter.advertiser === undefined && !filter.from && !filter.to) {
      const [total, campaigns] = await Promise.all([this.summaries.count({}), this.summaries.list({}, { skip, take: CAMPAIGNS_PER_PAGE })]);
      return { campaigns, page, pages: Math.ceil(total / CAMPAIGNS_PER_PAGE), total };
    }
    const from = Prisma.sql`
      FROM campaigns c
      LEFT JOIN users u ON u.id = c.advertiser_id
      LEFT JOIN LATERAL (
        SELECT cr.status FROM creatives cr WHERE cr.campaign_id = c.id ORDER BY cr.created_at DESC, cr.id DESC LIMIT 1
      ) newest ON TRUE
      WHERE ${conditions(filter)}`;
    const [[counted], rows] = await Promise.all([
      this.prisma.$queryRaw<Array<{ total: bigint }>>(Prisma.sql`SELECT count(*) AS total ${from}`),
      this.prisma.$queryRaw<Array<{ id: number }>>(Prisma.sql`SELECT c.id ${from} ORDER BY c.created_at DESC, c.id DESC LIMIT ${CAMPAIGNS_PER_PAGE} OFFSET ${skip}`),
    ]);
    const total = Number(counted?.total ?? 0);
    const ids = rows.map((row) => row.id);
    const campaigns = ids.length === 0 ? [] : await this.summaries.list({ id: { in: ids } }, { skip: 0, take: CAMPAIGNS_PER_PAGE });
    return { campaigns, page, pages: Math.ceil(total / CAMPAIGNS_PER_PAGE), total };
  }
}
