import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BoostedDateDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { ListBoostedQuery } from './list-boosted.query';

/**
 * The boost calendar for staff: every booked date (at most one boost a day, so a few hundred rows a year), oldest first.
 * Holds that expired unpaid still show as pending_payment with their created_at; cancelled holds are left out.
 */
@QueryHandler(ListBoostedQuery)
export class ListBoostedHandler implements IQueryHandler<ListBoostedQuery, BoostedDateDto[]> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute(): Promise<BoostedDateDto[]> {
    const rows = await this.prisma.boostDate.findMany({
      where: { status: { not: 'cancelled' } },
      orderBy: { date: 'asc' },
      include: { post: { select: { id: true, slug: true, title: true } } },
    });
    return rows.map((row) => ({
      id: row.id,
      title: row.post.title,
      start: row.date.toISOString().slice(0, 10),
      status: row.status,
      price_cents: row.priceCents,
      email: row.email,
      user_id: row.userId,
      post: row.post,
      created_at: row.createdAt.toISOString(),
    }));
  }
}
